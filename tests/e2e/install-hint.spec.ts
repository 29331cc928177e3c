import { devices } from "@playwright/test";

import { expect, newAccount, test } from "./fixtures";

// 'Add to home screen' is in the dashboard's HTML from the start (nothing moves in after loading), shown on phones
// only, and a dismissal (a form, with or without JavaScript) keeps it away.
test("the home-screen hint shows on a phone, not on a desktop, and stays away once dismissed", async ({ browser }) => {
  const { baseURL, javaScriptEnabled } = test.info().project.use;
  const phone = await browser.newContext({ ...devices["Pixel 5"], baseURL, javaScriptEnabled });
  const page = await phone.newPage();
  expect((await page.request.post("/api/register", { data: newAccount("subcontractor") })).status()).toBe(201);
  const profile = await page.request.post("/api/profile/sub", {
    data: { business_name: "Pocket Electric", specialty: "Electrical", location: "Tempe, AZ", zip_code: "85281" },
  });
  expect(profile.status()).toBe(200);

  await page.goto("/dashboard");
  const hint = page.getByRole("complementary", { name: "Add to home screen" });
  await expect(hint).toBeVisible();
  await expect(hint).toContainText("Add TradeLink to your home screen");

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(hint).toBeHidden();
  await page.setViewportSize({ width: 393, height: 851 });
  await expect(hint).toBeVisible();

  await hint.getByRole("button", { name: "Dismiss" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("complementary", { name: "Add to home screen" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Add to home screen" })).toHaveCount(0);
  await phone.close();
});
