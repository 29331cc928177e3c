import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Clinic electrical fit-out",
  description: "Rough-in, fixtures and panels for a two-storey clinic, drawings in the plan room.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  trade_type: "Electrical",
  budget_range: "$50,000 - $100,000",
  timeline: "1-2 months",
  requirements: "Licensed electrical contractor.",
};

// The scope checklist (H1's editor) is not on this branch: the bid here has a base from its line items.
test("a subcontractor bids with a line item and revises; the owner sees the bid marked Revised", async ({
  browser,
}, testInfo) => {
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Papago Builders");
  const sub = await contractor(browser, "subcontractor", "Saguaro Electric");
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };

  const page = sub.page;
  await page.goto(`/projects/${project.id}/bid`);
  await expect(page.getByRole("heading", { name: `Bid: ${PROJECT.title}` })).toBeVisible();
  await page.getByLabel("Cover letter", { exact: true }).fill("We wired three clinics last year and can start Monday.");
  await page.getByLabel("Line 1 description", { exact: true }).fill("Panel board");
  await page.getByLabel("Line 1 quantity", { exact: true }).fill("2");
  await page.getByLabel("Line 1 unit", { exact: true }).fill("ea");
  await page.getByLabel("Line 1 unit price", { exact: true }).fill("4,500.50");
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(page.getByLabel("Line 6 description", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Line 1 unit price", { exact: true })).toHaveValue("4,500.50");
  await page.getByLabel("Exclusions", { exact: true }).fill("Fixtures supplied by the owner");
  await page.getByRole("button", { name: "Send bid" }).click();
  await expect(page.getByRole("heading", { name: `Your bid: ${PROJECT.title}` })).toBeVisible();
  await expect(page.getByText("Your bid: $9,001")).toBeVisible();

  await page.getByLabel("Base total", { exact: true }).fill("twelve grand");
  await page.getByRole("button", { name: "Send revision" }).click();
  await expect(page.getByText("Enter an amount like 12,500 or 12500.50")).toBeVisible();
  await page.getByLabel("Base total", { exact: true }).fill("12,500");
  await page.getByRole("button", { name: "Send revision" }).click();
  await expect(page.getByText("Your bid: $12,500")).toBeVisible();
  await expect(page.getByText("Revision 2", { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("bid-page.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: testInfo.outputPath("bid-page-phone-dark.png"), fullPage: true });

  await gc.page.goto(`/projects/${project.id}/applications`);
  await expect(gc.page.getByText("Revised", { exact: true })).toBeVisible();
  await gc.page.getByRole("link", { name: "View bid" }).click();
  await expect(gc.page.getByRole("heading", { name: "Bid from Saguaro Electric" })).toBeVisible();
  await expect(gc.page.getByText("Base total: $12,500")).toBeVisible();
  await expect(gc.page.getByText("Fixtures supplied by the owner")).toBeVisible();
  await gc.page.screenshot({ path: testInfo.outputPath("owner-bid.png"), fullPage: true });
});
