import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  trade_type: "Electrical",
  title: "Office lighting upgrade",
  description: "Swap 40 troffers for LED panels on the 3rd floor.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  budget_range: "$10,000 - $25,000",
  timeline: "1-2 weeks",
  requirements: "Licensed electrician, evening work only.",
};
const LIMIT_MESSAGE = "Free plans can have 3 active projects. Start a Pro trial or complete a project to post another.";

for (const width of [390, 1280]) {
  test(`at ${width} px: a Free contractor's fourth active posting is refused with the trial, which lifts it`, async ({
    browser,
  }) => {
    test.slow();
    const gc = await contractor(browser, "general_contractor");
    const { page } = gc;
    await page.setViewportSize({ width, height: 900 });
    for (let i = 1; i <= 3; i++) {
      expect((await page.request.post("/api/projects", { data: { ...PROJECT, title: `Job ${i}` } })).status()).toBe(
        201,
      );
    }
    const refused = await page.request.post("/api/projects", { data: { ...PROJECT, title: "Job 4" } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: LIMIT_MESSAGE });

    await page.goto("/projects/new");
    await expect(page.getByText("Free plans can have 3 active projects.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveCount(0);

    await page.goto("/analytics");
    await expect(page.getByText("Analytics is a Pro feature")).toBeVisible();

    await page.goto("/projects?tab=mine");
    await expect(page.getByText("You have 3 open or in progress")).toBeVisible();
    await page.getByRole("button", { name: "Start 14-day Pro trial" }).click();
    await expect(page).toHaveURL(/\/settings\?tab=plan$/);
    await expect(page.getByText("Pro trial started").first()).toBeVisible();
    await expect(page.getByText(/14 days left, until/)).toBeVisible();

    expect((await page.request.post("/api/projects", { data: { ...PROJECT, title: "Job 4" } })).status()).toBe(201);
    await page.goto("/projects/new");
    await expect(page.getByLabel("Title")).toBeVisible();

    await page.goto("/analytics");
    await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reviews by rating" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bids on your open projects" })).toBeVisible();
    await gc.close();
  });
}

test("signed out, the pricing page's trial registers first and comes back to start it", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Start 14-Day Free Trial" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register&next=/);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const form = page.locator("form#register");
  await form.getByLabel("Username").fill(`trial_${id}`);
  await form.getByLabel("Email").fill(`trial_${id}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("secret123");
  await form.getByLabel("Confirm Password").fill("secret123");
  await form.getByRole("button", { name: /Create Account|Register/ }).click();
  await expect(page).toHaveURL(/\/pricing/);
  await page.getByRole("button", { name: "Start 14-Day Free Trial" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=plan$/);
  await expect(page.getByText(/14 days left, until/)).toBeVisible();
});
