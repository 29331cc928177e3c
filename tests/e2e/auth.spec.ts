import { expect, newAccount, signUp, test } from "./fixtures";

test.describe("register", () => {
  test("shows the form's validation messages, then creates the account", async ({ page }) => {
    await page.goto("/auth?tab=register");
    const form = page.locator("form#register");
    await form.getByLabel("Username").fill("x_" + Date.now());
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await form.getByLabel("Confirm Password").fill("abcdef");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Password must be at least 6 characters")).toBeVisible();

    const account = newAccount("subcontractor");
    await form.getByLabel("Username").fill(account.username);
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm Password").fill(account.password + "x");
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByText("Passwords do not match")).toBeVisible();

    // Passwords are never sent back into the page, so they are typed again.
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm Password").fill(account.password);
    await form.getByLabel("Subcontractor").check();
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Registration successful").first()).toBeVisible();
    await expect(page.getByText("Your account has been created!").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome to TradeLink, ${account.username}` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "App" }).getByText("Subcontractor")).toHaveCount(0);
    await expect(page.locator("aside").getByText("Subcontractor", { exact: true })).toBeVisible();
  });

  test("with JavaScript, fields are checked as they are left, with the schema's messages, before anything is sent", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the server checks the form when it is sent");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/auth?tab=register");
    const form = page.locator("form#register");
    // The schema loads on the first focus inside the form, once the page has hydrated.
    await expect(async () => {
      await form.getByLabel("Username").fill("ab");
      await form.getByLabel("Email").focus();
      await expect(form.getByText("Username must be at least 3 characters")).toBeVisible({ timeout: 1000 });
    }).toPass();
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).focus();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("with JavaScript, conform loads only once someone moves into the form, and takes over the field being typed in", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript no script runs");
    // conform's form state (app/utils/conform.client.ts), held back as a slow link would.
    const conform = /\/build\/_shared\/conform\.client-\w+\.js$/;
    const requested: string[] = [];
    page.on("request", (request) => {
      if (conform.test(request.url())) requested.push(request.url());
    });
    let release = () => {};
    const mayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(conform, async (route) => {
      await mayLoad;
      await route.continue();
    });
    await page.goto("/auth?tab=register", { waitUntil: "networkidle" });
    await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();
    expect(requested).toEqual([]);

    const username = page.locator("form#register").getByLabel("Username");
    await username.focus();
    await expect.poll(() => requested.length).toBe(1);
    await username.pressSequentially("abd");
    await username.press("ArrowLeft");
    await username.evaluate((input) => Object.assign(input, { typedBeforeConform: true }));
    release();
    // Loaded: conform, its zod adapter and the form's schema; then one render hands the form over.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType("resource")
              .filter((entry) => /\/(conform\.client|v4|auth)-\w+\.js$/.test(entry.name)).length,
        ),
      )
      .toBe(3);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));

    // The same input, still focused, its text and caret where they were: typing goes on where it was.
    expect(
      await username.evaluate((input: HTMLInputElement & { typedBeforeConform?: boolean }) => ({
        same: input.typedBeforeConform,
        focused: document.activeElement === input,
        caret: input.selectionStart,
      })),
    ).toEqual({ same: true, focused: true, caret: 2 });
    await username.press("Backspace");
    await expect(username).toHaveValue("ad");
    await username.press("Tab");
    await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
    await expect(username).toHaveValue("ad");
    await expect(username).toHaveAttribute("aria-invalid", "true");
  });

  test("a taken username is refused", async ({ page, request }) => {
    const account = newAccount();
    expect((await request.post("/api/register", { data: account })).status()).toBe(201);
    await page.goto("/auth?tab=register");
    const form = page.locator("form#register");
    await form.getByLabel("Username").fill(account.username);
    await form.getByLabel("Email").fill("other_" + account.email);
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm Password").fill(account.password);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(form.getByRole("alert")).toContainText("Registration failed");
    await expect(form.getByText("That username is already taken").first()).toBeVisible();
  });
});

test.describe("login", () => {
  test("requires both fields, refuses a wrong password, then signs in", async ({ page, request }) => {
    const account = newAccount();
    expect((await request.post("/api/register", { data: account })).status()).toBe(201);

    await page.goto("/auth");
    const form = page.locator("form#login");
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(form.getByText("Username is required")).toBeVisible();
    await expect(form.getByText("Password is required")).toBeVisible();

    await form.getByLabel("Username").fill(account.username);
    await form.getByLabel("Password").fill("wrong-password");
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(form.getByRole("alert")).toContainText("Login failed");
    await expect(form.getByRole("alert")).toContainText("Invalid username or password");

    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Login successful").first()).toBeVisible();
    await expect(page.getByText("Welcome back!").first()).toBeVisible();
  });

  test("a signed-in user on /auth goes to the dashboard", async ({ page }) => {
    await signUp(page);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test("logout signs out and says so", async ({ page }) => {
  await signUp(page);
  await page.goto("/dashboard");
  await page.locator("aside").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You have been logged out successfully").first()).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("protected routes", () => {
  for (const path of [
    "/dashboard",
    "/profile",
    "/messages",
    "/connections",
    "/reviews",
    "/projects",
    "/matches",
    "/appointments",
    "/settings",
    "/admin",
  ]) {
    test(`${path} sends a signed-out visitor to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("/admin sends a non-admin to /", async ({ page }) => {
    await signUp(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sidebar has every item but the admin panel for a contractor", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "App" });
    for (const label of [
      "Dashboard",
      "Profile",
      "Messages",
      "Connections",
      "Smart Matches",
      "Reviews",
      "Projects",
      "Schedule",
      "Settings",
    ]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the top bar menu opens and shows the navigation", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "App" });
    await expect(nav.getByRole("link", { name: "Projects" })).not.toBeInViewport();
    await page.locator('header label[for="app-menu"]').click();
    await expect(nav.getByRole("link", { name: "Projects" })).toBeInViewport();
  });
});

test("unknown paths show the not-found screen with a 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});
