import type { Page } from "@playwright/test";

import { contractor, expect, signUp, test } from "./fixtures";

/** A project that reached completed with the subcontractor accepted, made through the JSON API. */
async function completedProject(gc: Page, sub: Page) {
  const project = await gc.request.post("/api/projects", {
    data: {
      trade_type: "Electrical",
      title: "Parking garage lighting",
      description: "LED fixtures on three garage levels.",
      location: "Phoenix, AZ",
      zip_code: "85004",
      budget_range: "$25,000 - $50,000",
      timeline: "2-4 weeks",
      requirements: "Licensed electrical contractor.",
    },
  });
  const { id } = await project.json();
  const applied = await sub.request.post("/api/applications", {
    data: { project_id: id, cover_letter: "We light garages across the Valley every month." },
  });
  const application = await applied.json();
  expect(
    (await gc.request.patch(`/api/applications/${application.id}/status`, { data: { status: "accepted" } })).status(),
  ).toBe(200);
  expect((await gc.request.patch(`/api/projects/${id}`, { data: { status: "completed" } })).status()).toBe(200);
  return id as number;
}

async function writeReview(page: Page, rating: string, comment: string) {
  const form = page.locator("form#review");
  await form.getByLabel(rating).check();
  await form.getByLabel("Comment").fill(comment);
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("Review submitted").first()).toBeVisible();
}

test("both sides of a completed project review each other; the reviewee replies; the profile shows the average", async ({
  browser,
}) => {
  test.slow(); // a multi-page flow of several users: three times the default 30 s
  const gc = await contractor(browser, "general_contractor", "Copper Peak Builders");
  const sub = await contractor(browser, "subcontractor", "Night Shift Electric");
  const projectId = await completedProject(gc.page, sub.page);

  await gc.page.goto("/reviews");
  await gc.page
    .getByLabel("Who did you work with?")
    .selectOption({ label: "Night Shift Electric (project: Parking garage lighting)" });
  await gc.page.getByRole("button", { name: "Write a review" }).click();
  await expect(gc.page.getByText("After: Parking garage lighting")).toBeVisible();
  await gc.page.locator("form#review").getByLabel("Quality (optional)").selectOption("5");
  await writeReview(gc.page, "4 · Good", "Clean install, one day late.");

  await sub.page.goto(`/reviews/new?userId=${gc.id}&projectId=${projectId}`);
  await writeReview(sub.page, "5 · Excellent", "Paid in ten days. Clear drawings.");

  await sub.page.goto("/reviews");
  const review = sub.page.getByRole("listitem").filter({ hasText: "Clean install, one day late." });
  await review.getByText("Reply", { exact: true }).click();
  await review.getByLabel("Your reply").fill("Thanks! The inspector moved our final by a day.");
  await review.getByRole("button", { name: "Post reply" }).click();
  await expect(sub.page.getByText("Your reply shows under the review.").first()).toBeVisible();

  await gc.page.goto(`/profile/${sub.id}?tab=reviews`);
  await expect(gc.page.getByText("4.0", { exact: true }).first()).toBeVisible();
  await expect(gc.page.getByText("1 review", { exact: true })).toBeVisible();
  await expect(gc.page.getByText("Thanks! The inspector moved our final by a day.")).toBeVisible();
  await expect(gc.page.getByText("Reviewed after: Parking garage lighting")).toBeVisible();

  await sub.page.goto(`/profile/${gc.id}?tab=reviews`);
  await expect(sub.page.getByText("5.0", { exact: true }).first()).toBeVisible();
  await gc.close();
  await sub.close();
});

test("a stranger's review form says it cannot determine the recipient", async ({ page }) => {
  await signUp(page, "general_contractor");
  await page.goto("/reviews/new?userId=1");
  await expect(page.getByText("Could not determine the review recipient")).toBeVisible();
});
