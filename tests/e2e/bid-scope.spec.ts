import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { contractor, expect, test } from "./fixtures";

/** WCAG 2.1 AA problems on the page (axe runs in the page, so only with JavaScript; the HTML is the same without). */
async function accessibilityProblems(page: Page) {
  if (!test.info().project.use.javaScriptEnabled) return [];
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const YEAR = new Date().getUTCFullYear() + 1;

test("an owner posts a sealed project with a due date and a scope checklist, edits the scope; a bidder reads it", async ({
  browser,
}) => {
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Camelback Builders");
  const sub = await contractor(browser, "subcontractor", "Sonoran Wire Works");
  const { page } = gc;

  await page.goto("/projects/new");
  const form = page.locator("form#project-new");
  await form.getByLabel("Trade type").selectOption("Electrical");
  await form.getByLabel("Title").fill("Clinic lighting and power");
  await form.getByLabel("Description").fill("Lighting, power and low voltage for a 6,000 sq ft clinic.");
  await form.getByLabel("Location").fill("Phoenix, AZ");
  await form.getByLabel("Zip Code").fill("85004");
  await form.getByLabel("Budget range").selectOption("$25,000 - $50,000");
  await form.getByLabel("Timeline").selectOption("2-4 weeks");
  await form.getByLabel("Requirements").fill("Licensed electrical contractor.");
  await form.getByLabel("Bids due on").fill(`${YEAR}-01-15`);
  await form.getByLabel("Time due").fill("14:00");
  await form.getByLabel("Sealed bidding").check();
  await form.getByLabel("Scope items (one per line)").fill("Rough-in\nFixtures\nPermits and inspections");
  await form.getByLabel("Alternates (one per line)").fill("Add: LED fixtures in the lobby");
  await form.getByRole("button", { name: "Post Project" }).click();
  await expect(page.getByText("Clinic lighting and power is open for applications.").first()).toBeVisible();
  const projectUrl = `/projects/${new URL(page.url()).searchParams.get("projectId")}`;

  await page.goto(projectUrl);
  const due = page.getByTestId("bid-due");
  await expect(due).toContainText(/Bids due \w{3}, Jan 15, 2:00 PM MST/);
  await expect(due).toContainText(/in \d+ days/);
  await expect(due).toContainText(/Bids are sealed until \w{3}, Jan 15, 2 PM/);
  await page.getByRole("link", { name: "Scope checklist" }).click();
  await expect(page.getByRole("heading", { name: "Scope checklist" })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  // Add a row, tag a CSI division, remove one: each row action comes back with the rows as typed.
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByLabel("Scope item 4")).toBeVisible();
  await page.getByLabel("Scope item 4").fill("Low voltage");
  await page.getByLabel("CSI division of Rough-in").selectOption("26");
  await page.getByRole("button", { name: "Remove Permits and inspections" }).click();
  await expect(page.getByRole("button", { name: "Remove Permits and inspections" })).toHaveCount(0);
  await expect(page.getByLabel("Scope item 3")).toHaveValue("Low voltage");
  await expect(page.getByLabel("CSI division of Rough-in")).toHaveValue("26");
  await page.getByRole("button", { name: "Save scope" }).click();
  await expect(page.getByText("Scope saved").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${projectUrl}$`));

  await sub.page.goto(projectUrl);
  await expect(sub.page.getByTestId("bid-due")).toContainText(/Bids due \w{3}, Jan 15, 2:00 PM MST/);
  await expect(sub.page.getByText(/Bids are sealed until/)).toBeVisible();
  const checklist = sub.page.getByRole("region", { name: "Scope checklist" });
  await expect(checklist.getByRole("listitem")).toHaveText([
    /Rough-in\s*26 Electrical/,
    "Fixtures",
    "Low voltage",
    "Add: LED fixtures in the lobby",
  ]);
  await expect(sub.page.getByRole("link", { name: "Scope checklist" })).toHaveCount(0);
  expect(await accessibilityProblems(sub.page)).toEqual([]);

  await Promise.all([gc.close(), sub.close()]);
});
