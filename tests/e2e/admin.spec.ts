import { administrator, connectThroughApi, contractor, expect, logIn, test } from "./fixtures";

test("a user reports a review; the admin approves it and it leaves the profile", async ({ browser }) => {
  test.slow(); // a multi-page flow of several users: three times the default 30 s
  const gc = await contractor(browser, "general_contractor", "Rough Talk Builders");
  const sub = await contractor(browser, "subcontractor", "Steady Hand Electric");
  const reader = await contractor(browser, "general_contractor", "Fair Play Builders");
  await connectThroughApi(gc.page, sub.page, sub.id);
  const comment = `Worst crew in the valley, avoid ${test.info().project.name} ${Date.now()}`;
  const written = await gc.page.request.post("/api/reviews", { data: { reviewee_id: sub.id, rating: 1, comment } });
  expect(written.status()).toBe(201);

  await reader.page.goto(`/profile/${sub.id}?tab=reviews`);
  const review = reader.page.locator("li", { hasText: comment });
  await review.getByRole("link", { name: "Report" }).click();
  await expect(reader.page.getByRole("heading", { name: "Report this review" })).toBeVisible();
  await expect(reader.page.getByText(comment).last()).toBeVisible();
  // 'Other' needs details: the form says so before anything is filed.
  await reader.page.getByLabel("Other").check();
  await reader.page.getByRole("button", { name: "Submit report" }).click();
  await expect(reader.page.getByText("Tell us what is wrong")).toBeVisible();
  await reader.page.getByLabel("Offensive").check();
  await reader.page.getByLabel("Details").fill("Name-calling, not a review of the work.");
  await reader.page.getByRole("button", { name: "Submit report" }).click();
  await expect(reader.page.getByText("Report submitted").first()).toBeVisible();
  await expect(reader.page).toHaveURL(new RegExp(`/profile/${sub.id}\\?tab=reviews$`));

  const admin = await administrator(browser);
  await admin.page.goto("/admin?tab=moderation");
  const report = admin.page.locator("li", { hasText: comment });
  await expect(report.getByText("Name-calling, not a review of the work.")).toBeVisible();
  await report.getByLabel("Note (optional, kept with the report)").fill("Personal attack.");
  await report.getByRole("button", { name: "Approve: hide it" }).click();
  await expect(admin.page.getByText("Content moderation updated").first()).toBeVisible();
  await expect(admin.page.locator("li", { hasText: comment })).toHaveCount(0);

  await reader.page.goto(`/profile/${sub.id}?tab=reviews`);
  await expect(reader.page.getByRole("paragraph").filter({ hasText: "No reviews yet" })).toBeVisible();
  await expect(reader.page.getByText(comment)).toHaveCount(0);
  await Promise.all([gc.close(), sub.close(), reader.close(), admin.close()]);
});

test("the admin suspends a user, who is signed out and sees why at login, then reactivates them", async ({
  browser,
}) => {
  test.slow(); // a multi-page flow of several users: three times the default 30 s
  const sub = await contractor(browser, "subcontractor", "Late Again Electric");
  const admin = await administrator(browser);
  const reason = `Repeated no-shows on awarded work (${test.info().project.name})`;

  await admin.page.goto(`/admin?tab=users&q=${sub.account.username}`);
  const row = admin.page.getByRole("row", { name: new RegExp(sub.account.username) });
  await row.getByRole("link", { name: "Suspend" }).click();
  await expect(admin.page.getByRole("heading", { name: `Suspend ${sub.account.username}?` })).toBeVisible();
  await admin.page.getByRole("button", { name: "Suspend user" }).click();
  await expect(admin.page.getByText("Please give a reason")).toBeVisible();
  await admin.page.getByLabel("Reason").fill(reason);
  await admin.page.getByRole("button", { name: "Suspend user" }).click();
  await expect(admin.page.getByText("User suspended successfully").first()).toBeVisible();

  // Their next request ends the session; signing in again shows the reason.
  await sub.page.goto("/dashboard");
  await expect(sub.page).toHaveURL(/\/auth/);
  await logIn(sub.page, sub.account.username, sub.account.password);
  await expect(sub.page.getByText(`Your account has been suspended: ${reason}`).first()).toBeVisible();

  await admin.page.goto(`/admin?tab=users&q=${sub.account.username}`);
  await admin.page
    .getByRole("row", { name: new RegExp(sub.account.username) })
    .getByRole("button", { name: "Activate" })
    .click();
  await expect(admin.page.getByText("User activated successfully").first()).toBeVisible();

  await logIn(sub.page, sub.account.username, sub.account.password);
  await expect(sub.page).toHaveURL(/\/dashboard$/);
  await Promise.all([sub.close(), admin.close()]);
});
