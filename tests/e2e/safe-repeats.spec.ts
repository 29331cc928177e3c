import type { Page } from "@playwright/test";

import { connectThroughApi, contractor, expect, hydratedByReact, signUp, test } from "./fixtures";

async function portfolioCount(page: Page) {
  const me = await (await page.request.get("/api/user")).json();
  const list = await page.request.get(`/api/profile/${me.id}/portfolio`);
  return (await list.json()).total as number;
}

async function subcontractorWithProfile(page: Page) {
  await signUp(page, "subcontractor");
  const saved = await page.request.post("/api/profile/sub", {
    data: { business_name: "Repeat Safe Electric", location: "Mesa, AZ", zip_code: "85201" },
  });
  expect(saved.status()).toBe(200);
}

const isJs = () => test.info().project.name === "js";

test("Back, then Submit again, writes nothing and lands where the first submit went", async ({ page }) => {
  test.skip(isJs(), "the browser's stored copy of the form is the JavaScript-off path");
  await subcontractorWithProfile(page);
  await page.goto("/profile/portfolio/new");
  await page.getByLabel("Title").fill("Switchgear replacement");
  await page.getByRole("button", { name: "Add to portfolio" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=portfolio$/);
  await expect(page.getByText("Switchgear replacement is on your profile.").first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/portfolio\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Switchgear replacement");
  await page.getByRole("button", { name: "Add to portfolio" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=portfolio$/);
  await expect(page.getByText("Switchgear replacement is on your profile.").first()).toBeVisible();
  expect(await portfolioCount(page)).toBe(1);
});

test("a double click sends one request", async ({ page }) => {
  test.skip(!isJs(), "without JavaScript the one-time token covers it (test above)");
  await subcontractorWithProfile(page);
  await page.goto("/profile?tab=portfolio");
  await page.getByRole("link", { name: "Add portfolio item" }).click();
  await page.getByLabel("Title").fill("Double tap job");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.getByRole("button", { name: "Add to portfolio" }).dblclick();
  await expect(page.getByText("Double tap job is on your profile.").first()).toBeVisible();
  expect(posts.filter((url) => url.includes("/profile/portfolio/new"))).toHaveLength(1);
  expect(await portfolioCount(page)).toBe(1);
});

test("offline, the submit says so and keeps the text; Retry once online sends it once", async ({ page, context }) => {
  test.skip(!isJs(), "needs JavaScript");
  await subcontractorWithProfile(page);
  await page.goto("/profile?tab=portfolio");
  await page.getByRole("link", { name: "Add portfolio item" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Offline job");
  await dialog.getByLabel("Description").fill("Typed in a basement with no signal.");
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Add to portfolio" }).click();
  await expect(dialog.getByText("Not sent: check your connection. Your text is kept.")).toBeVisible();
  await expect(dialog.getByLabel("Description")).toHaveValue("Typed in a basement with no signal.");

  await context.setOffline(false);
  await dialog.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Offline job is on your profile.").first()).toBeVisible();
  expect(await portfolioCount(page)).toBe(1);
});

test("a long text is kept as a draft on the device until it is sent", async ({ page }) => {
  test.skip(!isJs(), "drafts need JavaScript");
  await subcontractorWithProfile(page);
  await page.goto("/profile?tab=portfolio");
  await page.getByRole("link", { name: "Add portfolio item" }).click();
  await page.getByRole("dialog").getByLabel("Description").fill("Half-written description");
  await page.goto("/dashboard");
  // Opened again (a direct load shows it as a dialog over the profile once the page has hydrated).
  await page.goto("/profile/portfolio/new");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Description")).toHaveValue("Half-written description");
  await dialog.getByLabel("Title").fill("Draft job");
  await dialog.getByRole("button", { name: "Add to portfolio" }).click();
  await expect(page.getByText("Draft job is on your profile.").first()).toBeVisible();
  await page.goto("/profile/portfolio/new");
  await expect(page.getByRole("dialog").getByLabel("Title")).toBeVisible();
  await expect(page.getByRole("dialog").getByLabel("Description")).toHaveValue("");
});

test("a draft saved while the browser itself sends its form is not brought back once the form was sent", async ({
  browser,
}) => {
  test.skip(!isJs(), "drafts need JavaScript");
  const gc = await contractor(browser, "general_contractor", "Sent Draft Builders");
  const sub = await contractor(browser, "subcontractor", "Sent Draft Electric");
  await connectThroughApi(gc.page, sub.page, sub.id);
  const { page } = gc;
  // The app's code is held, as a slow link does: Send is pressed before any of it runs (the entry module, which
  // hydrates the document, and the page's own), and the browser posts the form itself. The code then arrives while
  // that post is under way, and the page keeps the typed text as a draft.
  let releaseCode = () => {};
  const codeMayLoad = new Promise<void>((resolve) => (releaseCode = resolve));
  for (const held of ["**/entry.client-*.js", "**/_app.messages.page-*.js"]) {
    await page.route(held, async (route) => {
      await codeMayLoad;
      await route.continue();
    });
  }
  let releasePost = () => {};
  const postMayGo = new Promise<void>((resolve) => (releasePost = resolve));
  await page.route(
    (url) => url.pathname === "/messages",
    async (route) => {
      if (route.request().method() === "POST") await postMayGo;
      await route.continue();
    },
  );
  await page.goto(`/messages?userId=${sub.id}`, { waitUntil: "domcontentloaded" });
  await page.getByLabel("Message", { exact: true }).fill("Sent before the code arrived");
  // Not waiting for the post's answer, which is held.
  await page.getByRole("button", { name: "Send message" }).click({ noWaitAfter: true });
  releaseCode();
  const draft = `draft:${gc.id}:message-${sub.id}`;
  // The page cannot be asked while its navigation is under way: another tab of the same site reads the storage.
  const tab = await page.context().newPage();
  await tab.goto("/healthz");
  await expect.poll(() => tab.evaluate((key) => localStorage.getItem(key), draft)).toContain("Sent before");

  releasePost();
  await expect(page.getByRole("list", { name: "Messages" }).getByText("Sent before the code arrived")).toBeVisible();
  await hydratedByReact(page, 'textarea[name="content"]');
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  expect(await page.evaluate((key) => localStorage.getItem(key), draft)).toBeNull();
  await gc.close();
  await sub.close();
});

test("what was typed before the page's JavaScript ran stays when the page becomes a dialog", async ({ page }) => {
  test.skip(!isJs(), "without JavaScript the page stays a page");
  await subcontractorWithProfile(page);
  // Hold the scripts, as a slow link does, while the user starts typing into the server-rendered form.
  let releaseScripts = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto("/profile/portfolio/new", { waitUntil: "commit" });
  await page.getByLabel("Title").fill("Typed on a slow link");
  await page.getByLabel("Description").fill("Started before the scripts arrived.");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  releaseScripts();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Title")).toHaveValue("Typed on a slow link");
  await expect(dialog.getByLabel("Description")).toHaveValue("Started before the scripts arrived.");
  await dialog.getByRole("button", { name: "Add to portfolio" }).click();
  await expect(page.getByText("Typed on a slow link is on your profile.").first()).toBeVisible();
  expect(await portfolioCount(page)).toBe(1);
});
