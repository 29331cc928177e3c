import { expect, signUp, test } from "./fixtures";

test("a new subcontractor is prompted to complete their profile, and saving it creates it", async ({ page }) => {
  await signUp(page, "subcontractor");
  await page.goto("/dashboard");
  await page.getByRole("main").getByRole("link", { name: "Complete your profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const form = page.locator("form#sub-profile");
  await form.getByLabel("Business Name").fill("Northside Drywall");
  await form.getByLabel("Location").fill("Portland, OR");
  await form.getByLabel("Zip Code").fill("123");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(form.getByText("Enter a 5-digit US zip code")).toBeVisible();

  await form.getByLabel("Zip Code").fill("97205");
  await form.getByLabel("Specialty").selectOption("Drywall");
  await form.getByLabel("Service Radius").selectOption("50");
  await form.getByLabel("Available now").check();
  await form.getByRole("button", { name: "Save Profile" }).click();

  await expect(page.getByText("Your profile has been updated successfully.").first()).toBeVisible();
  await expect(page.locator("aside").getByText("Northside Drywall")).toBeVisible();
  await expect(page.getByText("Complete your profile so")).toHaveCount(0);
  await expect(form.getByLabel("Service Radius")).toHaveValue("50");
  await expect(form.getByLabel("Available now")).toBeChecked();
});
