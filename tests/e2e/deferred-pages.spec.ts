import type { Page } from "@playwright/test";

import { contractor, expect, hydratedByReact, isHydratedByReact, test } from "./fixtures";

/**
 * A page hydrated when it is reached (app/components/deferred-page.tsx): its own code is not part of the first load,
 * is fetched on the first sign of use, and the page then works as a hydrated page does.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript no code is loaded at all");

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
