import type { Page } from "@playwright/test";

import { contractor, expect, newAccount, test } from "./fixtures";

/**
 * Holds the page's scripts (as a slow link does) until the returned function is called: the server's page is on
 * screen and usable, and nothing of the app runs yet.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await mayLoad;
    await route.continue();
  });
  return () => release();
}

/**
 * Changes a label's text before the scripts run, as a browser's translation or an extension does: the page's text no
 * longer matches the app's, and React renders the whole document afresh at hydration (new fields, at their defaults).
 */
async function translateLabel(page: Page, text: string, translated: string) {
  await page.evaluate(
    ([text, translated]) => {
      const label = [...document.querySelectorAll("label")].find((l) => l.textContent === text);
      if (!label) throw new Error(`no label "${text}"`);
      label.textContent = translated;
    },
    [text, translated],
  );
}

/** Once hydrated, the theme switcher's form says it is enhanced (components/theme-switcher.tsx). */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();
}

test.describe("what the user chose before the page's JavaScript ran", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript there is no hydration");

  for (const translated of [false, true]) {
    test(`a page form keeps the options chosen and the box ticked, and saves them${translated ? " (page text changed)" : ""}`, async ({
      browser,
    }) => {
      const sub = await contractor(browser, "subcontractor", "Slow Link Drywall");
      const { page } = sub;
      const release = await holdScripts(page);
      await page.goto("/profile", { waitUntil: "commit" });
      const form = page.locator("form#sub-profile");
      await form.getByLabel("Specialty").selectOption("Drywall");
      await form.getByLabel("Crew Size").selectOption("6-10");
      await form.getByLabel("Available now").check();
      await form.getByLabel("Business Name").fill("Slow Link Drywall and Paint");
      if (translated) await translateLabel(page, "Specialty", "Spécialité");

      release();
      await hydrated(page);
      await expect(form.getByLabel("Specialty")).toHaveValue("Drywall");
      await expect(form.getByLabel("Crew Size")).toHaveValue("6-10");
      await expect(form.getByLabel("Available now")).toBeChecked();
      await expect(form.getByLabel("Business Name")).toHaveValue("Slow Link Drywall and Paint");
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Your profile has been updated successfully.").first()).toBeVisible();

      const me = await (await page.request.get("/api/user")).json();
      expect(me.subProfile).toMatchObject({
        business_name: "Slow Link Drywall and Paint",
        specialty: "Drywall",
        crew_size: "6-10",
        available_now: true,
      });
      await sub.close();
    });
  }

  for (const translated of [false, true]) {
    test(`a dialog form keeps them when the page becomes a dialog, and posts them${translated ? " (page text changed)" : ""}`, async ({
      browser,
    }) => {
      test.slow();
      const gc = await contractor(browser, "general_contractor", "Slow Link Builders");
      const { page } = gc;
      const release = await holdScripts(page);
      await page.goto("/projects/new", { waitUntil: "commit" });
      const form = page.locator("form#project-new");
      await form.getByLabel("Trade type").selectOption("Electrical");
      await form.getByLabel("Title").fill("Warehouse lighting retrofit");
      await form.getByLabel("Description").fill("LED high-bays and controls for a 40,000 sq ft warehouse.");
      await form.getByLabel("Location").fill("Phoenix, AZ");
      await form.getByLabel("Zip Code").fill("85004");
      await form.getByLabel("Budget range").selectOption("$25,000 - $50,000");
      await form.getByLabel("Timeline").selectOption("2-4 weeks");
      await form.getByLabel("Requirements").fill("Licensed electrical contractor.");
      await form.getByLabel("Bids due on").fill(`${new Date().getUTCFullYear() + 1}-02-10`);
      await form.getByLabel("Time due").fill("14:00");
      await form.getByLabel("Sealed bidding").check();
      if (translated) await translateLabel(page, "Trade type", "Type de métier");
      await expect(page.getByRole("dialog")).toHaveCount(0);

      release();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByLabel("Trade type")).toHaveValue("Electrical");
      await expect(dialog.getByLabel("Budget range")).toHaveValue("$25,000 - $50,000");
      await expect(dialog.getByLabel("Sealed bidding")).toBeChecked();
      await expect(dialog.getByLabel("Title")).toHaveValue("Warehouse lighting retrofit");
      await dialog.getByRole("button", { name: "Post Project" }).click();
      await expect(page.getByText("Warehouse lighting retrofit is open for applications.").first()).toBeVisible();

      const projectId = new URL(page.url()).searchParams.get("projectId");
      const project = await (await page.request.get(`/api/projects/${projectId}`)).json();
      expect(project).toMatchObject({
        title: "Warehouse lighting retrofit",
        trade_type: "Electrical",
        budget_range: "$25,000 - $50,000",
        timeline: "2-4 weeks",
        bid_window: { sealed: true },
      });
      await gc.close();
    });
  }

  test("a radio button chosen before the scripts ran (the new account's role) is the one sent", async ({ page }) => {
    const account = newAccount("subcontractor");
    const release = await holdScripts(page);
    await page.goto("/auth?tab=register", { waitUntil: "commit" });
    const form = page.locator("form#register");
    await form.getByLabel("Username").fill(account.username);
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm Password").fill(account.password);
    await form.getByLabel("Subcontractor").check();
    await translateLabel(page, "Username", "Nom d'utilisateur");

    release();
    await hydrated(page);
    await expect(form.getByLabel("Subcontractor")).toBeChecked();
    await expect(form.getByLabel("General Contractor")).not.toBeChecked();
    await expect(form.getByLabel("Username")).toHaveValue(account.username);
    await form.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await (await page.request.get("/api/user")).json();
    expect(me).toMatchObject({ username: account.username, role: "subcontractor" });
  });
});
