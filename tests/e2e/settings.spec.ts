import { contractor, expect, logIn, test } from "./fixtures";

test("a private profile answers 404 to another user as soon as it is saved", async ({ browser }) => {
  const owner = await contractor(browser);
  const other = await contractor(browser, "general_contractor");
  expect((await other.page.goto(`/profile/${owner.id}`))?.status()).toBe(200);

  await owner.page.goto("/settings?tab=privacy");
  const form = owner.page.locator("form#settings-privacy");
  await form.getByLabel("Who can see your profile").selectOption("private");
  await form.getByLabel("Show my email").check();
  await form.getByRole("button", { name: "Save privacy settings" }).click();
  await expect(owner.page.getByText("Privacy Settings Updated").first()).toBeVisible();
  await expect(form.getByLabel("Who can see your profile")).toHaveValue("private");
  await expect(form.getByLabel("Show my email")).toBeChecked();

  const hidden = await other.page.goto(`/profile/${owner.id}`);
  expect(hidden?.status()).toBe(404);
  await expect(other.page.getByText("Profile not found").first()).toBeVisible();
  expect((await other.page.request.get(`/api/profile/${owner.id}`)).status()).toBe(404);
  await Promise.all([owner.close(), other.close()]);
});

test("changing the password shows the form's messages, signs out other sessions, and the new one signs in", async ({
  browser,
}) => {
  test.slow(); // two devices, four password checks (argon2 is meant to be slow) and a change
  const user = await contractor(browser);
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled });
  const phone = await elsewhere.newPage();
  await logIn(phone, user.account.username, user.account.password);
  await expect(phone).toHaveURL(/\/dashboard$/);

  await user.page.goto("/settings?tab=security");
  await expect(user.page.getByText("This device")).toBeVisible();
  await expect(user.page.getByRole("button", { name: "Sign out other sessions" })).toBeVisible();
  const form = user.page.locator("form#settings-password");
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await form.getByLabel("Confirm new password").fill("brand-new-2");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();

  await form.getByLabel("Confirm new password").fill("brand-new-1");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(form.getByText("Current password is incorrect").first()).toBeVisible();

  await form.getByLabel("Current password").fill(user.account.password);
  await form.getByLabel("New password", { exact: true }).fill("brand-new-1");
  await form.getByLabel("Confirm new password").fill("brand-new-1");
  await form.getByRole("button", { name: "Update password" }).click();
  await expect(user.page.getByText("Password Updated").first()).toBeVisible();

  // The other device was signed out; the old password no longer works, the new one does.
  await phone.goto("/dashboard");
  await expect(phone).not.toHaveURL(/\/dashboard/);
  await logIn(phone, user.account.username, user.account.password);
  await expect(phone.locator("form#login").getByRole("alert")).toContainText("Invalid username or password");
  await logIn(phone, user.account.username, "brand-new-1");
  await expect(phone).toHaveURL(/\/dashboard$/);
  await Promise.all([user.close(), elsewhere.close()]);
});

test("Delete Account asks for the password and DELETE, says goodbye, and the account can no longer sign in", async ({
  browser,
}) => {
  const user = await contractor(browser);
  await user.page.goto("/profile?tab=account");
  await user.page.getByRole("link", { name: "Delete Account" }).click();
  await expect(user.page).toHaveURL(/\/profile\/delete-account/);
  const form = user.page.locator("form#delete-account");
  await form.getByLabel("Password").fill(user.account.password);
  await form.getByLabel("Type DELETE to confirm").fill("delete");
  await form.getByRole("button", { name: "Delete Account" }).click();
  await expect(form.getByText("Type DELETE to confirm").last()).toBeVisible();

  await form.getByLabel("Password").fill(user.account.password);
  await form.getByLabel("Type DELETE to confirm").fill("DELETE");
  await form.getByRole("button", { name: "Delete Account" }).click();
  await expect(user.page).toHaveURL(/\/goodbye$/);
  await expect(user.page.getByRole("heading", { level: 1 })).toBeVisible();

  await user.page.goto("/dashboard");
  await expect(user.page).not.toHaveURL(/\/dashboard/);
  await logIn(user.page, user.account.username, user.account.password);
  await expect(user.page.locator("form#login").getByRole("alert")).toContainText("Invalid username or password");
  await user.close();
});
