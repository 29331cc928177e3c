import type { Page } from "@playwright/test";

import { connectThroughApi, contractor, expect, hydratedByReact, isHydratedByReact, test } from "./fixtures";

/**
 * A page hydrated when it is reached (app/components/deferred-page.tsx): its own code is not part of the first load,
 * is fetched on the first sign of use, and the page then works as a hydrated page does.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript no code is loaded at all");
// What the page does before anyone uses it is the subject here (fixtures.ts, USER_PRESENT).
test.use({ userPresent: false });

/** The page chunks (`<route>.page-HASH.js`) the page has requested so far. */
function pageChunks(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (/\.page-[A-Z0-9]+\.js$/.test(name)) requested.push(name);
  });
  return requested;
}

/** Documents the page has requested so far: a client-side navigation requests none. */
function documents(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") requested.push(request.url());
  });
  return requested;
}

test("the dashboard's own code loads when the page is reached, and the page then navigates on the client", async ({
  browser,
}) => {
  const gc = await contractor(browser, "general_contractor", "Reached Later Builders");
  const { page } = gc;
  const chunks = pageChunks(page);
  await page.goto("/dashboard", { waitUntil: "networkidle" });
  // The document around the page has hydrated (the theme switcher says so), the page's code is not loaded.
  await expect(page.locator('input[name="enhanced"]').first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(chunks).toEqual([]);
  expect(await isHydratedByReact(page, "main h1")).toBe(false);

  await page.getByRole("heading", { name: "Dashboard", level: 1 }).hover();
  await expect.poll(() => chunks.some((c) => c.startsWith("_app.dashboard.page-"))).toBe(true);
  await hydratedByReact(page, "main h1");

  const loads = documents(page);
  await page.getByRole("link", { name: "See all matches" }).click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole("heading", { name: "Smart Matches", level: 1 })).toBeVisible();
  expect(loads).toEqual([]);
  // A page reached by a client-side navigation loads its code at once.
  expect(chunks.some((c) => c.startsWith("_app.matches.page-"))).toBe(true);
  await gc.close();
});

test("a form on a page not reached yet is typed into and sent, and its answer is the page's", async ({ browser }) => {
  const sub = await contractor(browser, "subcontractor", "Typed Early Electric");
  const { page } = sub;
  const chunks = pageChunks(page);
  await page.goto("/settings?tab=security", { waitUntil: "networkidle" });
  expect(chunks).toEqual([]);
  // The focus in the field is the first sign of use: the page's code loads while the user types.
  const form = page.locator("form").filter({ has: page.getByLabel("Current password") });
  await form.getByLabel("Current password").fill("wrong-password-1");
  await expect.poll(() => chunks.some((c) => c.startsWith("_app.settings.page-"))).toBe(true);
  await form.getByLabel("New password", { exact: true }).fill("another-password-2");
  await form.getByLabel("Confirm new password").fill("another-password-2");
  await hydratedByReact(page, 'input[name="currentPassword"]');
  await expect(form.getByLabel("Current password")).toHaveValue("wrong-password-1");
  const loads = documents(page);
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(form.getByText("Current password is incorrect").first()).toBeVisible();
  // Answered in place by the hydrated page, not by a document load.
  expect(loads).toEqual([]);
  await sub.close();
});

test("a dialog opened by its address hydrates with its page, a modal with what was typed before, the caret in it", async ({
  browser,
}) => {
  const sub = await contractor(browser, "subcontractor", "Dialog Early Electric");
  const { page } = sub;
  const chunks = pageChunks(page);
  await page.goto("/profile/portfolio/new", { waitUntil: "networkidle" });
  // Until reached: the dialog is the page's section, as without JavaScript, and neither part's code is loaded.
  await expect(page.getByRole("heading", { name: "Add a portfolio item" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(chunks).toEqual([]);

  await page.getByLabel("Title").fill("Warehouse relight");
  // Both parts' code loads, the page hydrates and the section becomes the modal, its form keeping the title.
  const dialog = page.getByRole("dialog", { name: "Add a portfolio item" });
  await expect(dialog).toBeVisible();
  expect(chunks.some((c) => c.startsWith("_app.profile._own.page-"))).toBe(true);
  expect(chunks.some((c) => c.startsWith("_app.profile._own.portfolio.new.page-"))).toBe(true);
  await expect(dialog.getByLabel("Title")).toHaveValue("Warehouse relight");
  // The modal's field took the place of the one being typed in: the focus and the caret moved with it.
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await page.keyboard.type(" and controls");
  await expect(dialog.getByLabel("Title")).toHaveValue("Warehouse relight and controls");
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=portfolio$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await sub.close();
});

test("a page with a draft on the device to bring back hydrates without waiting to be reached", async ({ browser }) => {
  const sub = await contractor(browser, "subcontractor", "Draft Kept Electric");
  const { page } = sub;
  await page.goto("/profile?tab=portfolio", { waitUntil: "networkidle" });
  const userId = await page.evaluate(
    () =>
      (window as unknown as { __remixContext: { state: { loaderData: { root: { user: { id: number } } } } } })
        .__remixContext.state.loaderData.root.user.id,
  );
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ description: "Relit 40,000 sq ft" })),
    `draft:${userId}:portfolio`,
  );

  const chunks = pageChunks(page);
  await page.goto("/profile/portfolio/new");
  // No pointer, key or focus: the draft alone brings the code, and the form its text.
  await expect(page.getByRole("dialog", { name: "Add a portfolio item" }).getByLabel("Description")).toHaveValue(
    "Relit 40,000 sq ft",
  );
  expect(chunks.some((c) => c.startsWith("_app.profile._own.portfolio.new.page-"))).toBe(true);
  await sub.close();
});

test("an open conversation fetches its composer's code when idle, without hydrating; the list alone fetches none", async ({
  browser,
}) => {
  const gc = await contractor(browser, "general_contractor", "Idle Code Builders");
  const sub = await contractor(browser, "subcontractor", "Idle Code Electric");
  await connectThroughApi(gc.page, sub.page, sub.id);
  const { page } = sub;
  // The service worker keeps a database of its own (workbox-expiration's): it is not a queue of messages to show.
  await page.goto("/healthz");
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open("workbox-expiration");
        open.onsuccess = () => resolve(open.result.close());
      }),
  );
  const chunks = pageChunks(page);

  // No composer on the list: nothing to keep for a dropped signal, so no code until the page is reached.
  await page.goto("/messages", { waitUntil: "networkidle" });
  await expect(page.getByText("Select a conversation")).toBeVisible();
  await page.waitForTimeout(1500); // an idle callback's fallback is one second
  expect(chunks).toEqual([]);

  // The composer queues what is sent without a signal: its code comes once the browser is idle, untouched.
  await page.goto(`/messages?userId=${gc.id}`);
  await expect.poll(() => chunks.some((c) => c.startsWith("_app.messages.page-"))).toBe(true);
  expect(await isHydratedByReact(page, 'textarea[name="content"]')).toBe(false);
  await gc.close();
  await sub.close();
});
