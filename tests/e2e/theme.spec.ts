import { expect, test } from "./fixtures";

test("the theme switches to dark and back, and the choice is kept across pages", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");

  const switcher = page.getByRole("form", { name: "Theme" });
  // With JavaScript the switch is optimistic: wait for the cookie to be set before leaving the page.
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/resources/theme")),
    switcher.getByRole("button", { name: "Dark" }).click(),
  ]);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("form", { name: "Theme" }).getByRole("button", { name: "Dark" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("form", { name: "Theme" }).getByRole("button", { name: "Light" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});
