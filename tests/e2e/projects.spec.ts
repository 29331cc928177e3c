import { contractor, expect, signUp, test } from "./fixtures";

test("post, invite, apply, compare, accept and complete a project", async ({ browser }) => {
  test.slow(); // a multi-page flow of several users: three times the default 30 s
  const gc = await contractor(browser, "general_contractor", "Saguaro Builders");
  const sub = await contractor(browser, "subcontractor", "Arc Flash Electric");
  const { page } = gc;

  await page.goto("/projects");
  await page.getByRole("link", { name: "Post New Project" }).click();
  const form = page.locator("form#project-new");
  await form.getByLabel("Title").fill("ab");
  await form.getByRole("button", { name: "Post Project" }).click();
  await expect(form.getByText("Title must be at least 3 characters")).toBeVisible();
  await expect(form.getByText("Trade type is required")).toBeVisible();

  await form.getByLabel("Trade type").selectOption("Electrical");
  await form.getByLabel("Title").fill("Office lighting upgrade");
  await form.getByLabel("Description").fill("Replace 120 troffers with LED panels on two floors.");
  await form.getByLabel("Location").fill("Phoenix, AZ");
  await form.getByLabel("Zip Code").fill("85004");
  await form.getByLabel("Budget range").selectOption("$25,000 - $50,000");
  await form.getByLabel("Timeline").selectOption("2-4 weeks");
  await form.getByLabel("Requirements").fill("Licensed electrical contractor, nights and weekends only.");
  await form.getByRole("button", { name: "Post Project" }).click();
  await expect(page.getByText("Office lighting upgrade is open for applications.").first()).toBeVisible();
  // The next step is inviting matched subcontractors, for this project.
  await expect(page.getByRole("heading", { name: "Invite to bid" })).toBeVisible();
  await expect(page.getByLabel("Project", { exact: true })).toHaveValue(/\d+/);
  const projectUrl = `/projects/${new URL(page.url()).searchParams.get("projectId")}`;
  await page.goto(projectUrl);
  await expect(page.getByRole("heading", { name: "Office lighting upgrade" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Invite matched subcontractors" })).toBeVisible();

  // Invite the subcontractor from their profile.
  await page.goto(`/profile/${sub.id}`);
  await page.getByRole("link", { name: "Invite to bid" }).click();
  const invite = page.locator("form#invite");
  await invite.getByLabel("Project", { exact: true }).selectOption({ label: "Office lighting upgrade (Phoenix, AZ)" });
  await invite.getByLabel("Note (optional)").fill("Your TI work in Tempe is a good fit.");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("The subcontractor can now see your project.").first()).toBeVisible();

  // The subcontractor sees the invitation and applies.
  await sub.page.goto("/projects?tab=invitations");
  await expect(sub.page.getByText("Your TI work in Tempe is a good fit.")).toBeVisible();
  await sub.page.getByRole("link", { name: "Office lighting upgrade" }).click();
  await sub.page.getByRole("link", { name: "Apply" }).click();
  await sub.page.getByLabel("Cover letter").fill("Too short");
  await sub.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(sub.page.getByText("Cover letter should be at least 20 characters")).toBeVisible();
  await sub.page.getByLabel("Cover letter").fill("We finished three office LED retrofits this year, all at night.");
  await sub.page.getByLabel("Bid amount in dollars (optional)").fill("31500");
  await sub.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(sub.page.getByText("Application submitted").first()).toBeVisible();
  await expect(sub.page.getByRole("button", { name: "Already Applied" })).toBeDisabled();

  // The contractor compares and accepts; the project moves to in progress, then completed.
  await page.goto(projectUrl);
  await page.getByRole("link", { name: /Compare applications/ }).click();
  const card = page.getByRole("listitem").filter({ hasText: "Arc Flash Electric" });
  await expect(card.getByText("$31,500")).toBeVisible();
  await expect(card.getByText("Invited", { exact: true })).toBeVisible();
  await card.getByRole("link", { name: "Accept" }).click();
  await expect(page.getByRole("heading", { name: "Award to Arc Flash Electric for $31,500?" })).toBeVisible();
  await page.getByRole("button", { name: "Award", exact: true }).click();
  await expect(page.getByText("Awarded to Arc Flash Electric").first()).toBeVisible();
  await page.goto(projectUrl);
  await expect(page.getByText("In Progress", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByText("The project is now completed.").first()).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible();

  const csv = await page.request.get(`${projectUrl}/applications.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Arc Flash Electric");
  await gc.close();
  await sub.close();
});

test("unknown projects say 'Project not found' with a 404", async ({ page }) => {
  await signUp(page, "subcontractor");
  const response = await page.goto("/projects/987654");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Project not found" })).toBeVisible();
});

test("a tap beside a dialog closes it, unless something was typed in it", async ({ browser }) => {
  test.skip(test.info().project.name !== "js", "without JavaScript a dialog is a page of its own");
  const { page } = await contractor(browser, "general_contractor", "Careful Tap Builders");
  await page.goto("/projects/new");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/projects\/new/);

  await page.getByRole("link", { name: "Post New Project" }).click();
  await dialog.getByLabel("Title").fill("Half-typed title");
  await page.mouse.click(5, 5);
  await expect(dialog.getByLabel("Title")).toHaveValue("Half-typed title");
  await expect(page).toHaveURL(/\/projects\/new/);
});
