import { administrator, connectThroughApi, contractor, expect, test } from "./fixtures";

const WIDTHS = [390, 1280] as const;

test("words, not raw values; Profile lit only on one's own; Cancel looks destructive beside Move", async ({
  browser,
}) => {
  test.slow();
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const gc = await contractor(browser, "general_contractor", `Sparkline Electrical Contractors of Arizona ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Copper Canyon Wiring ${tag}`);
  const asking = await contractor(browser, "subcontractor", `Saguaro Sparks ${tag}`);
  expect(
    (await asking.page.request.post("/api/connections", { data: { recipient_id: gc.id, type: "inquiry" } })).status(),
  ).toBe(201);
  await connectThroughApi(gc.page, sub.page, sub.id);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const booked = await gc.page.request.post("/api/appointments", {
    data: {
      attendee_id: sub.id,
      title: `Panel walkthrough ${tag}`,
      start_time: `${tomorrow}T16:00:00Z`,
      end_time: `${tomorrow}T17:00:00Z`,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const page = gc.page;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/connections?tab=pending");
    const request = page.getByRole("listitem").filter({ hasText: `Saguaro Sparks ${tag}` });
    await expect(request).toContainText("Asked to connect");
    await expect(request).toContainText("A question or inquiry");
    await expect(request).not.toContainText(/· inquiry/);

    // The sidebar (the phone menu's too) marks Profile as current on one's own profile only.
    const profileItem = page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Profile" });
    await page.goto(`/profile/${sub.id}`);
    await expect(profileItem).not.toHaveAttribute("aria-current", "page");
    await page.goto("/profile");
    await expect(profileItem).toHaveAttribute("aria-current", "page");

    await page.goto("/appointments");
    const card = page.getByRole("listitem").filter({ hasText: `Panel walkthrough ${tag}` });
    const move = card.getByRole("link", { name: "Move", exact: true });
    const cancel = card.getByRole("link", { name: "Cancel", exact: true });
    const colour = (link: typeof move) => link.evaluate((el) => getComputedStyle(el).color);
    const border = (link: typeof move) => link.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(await colour(cancel)).not.toBe(await colour(move));
    expect(await border(cancel)).toBe(await colour(cancel));
  }
  await Promise.all([gc.close(), sub.close(), asking.close()]);
});

test("a review reported twice is one card in the queue; the admin suspends its author from it", async ({ browser }) => {
  test.slow();
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const gc = await contractor(browser, "general_contractor", `Rough Talk Builders ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Steady Hand Electric ${tag}`);
  const reader = await contractor(browser, "general_contractor", `Fair Play Builders ${tag}`);
  await connectThroughApi(gc.page, sub.page, sub.id);
  const comment = `Worst crew in the valley ${tag}`;
  const written = await gc.page.request.post("/api/reviews", { data: { reviewee_id: sub.id, rating: 1, comment } });
  expect(written.status()).toBe(201);
  const review = (await written.json()) as { id: number };
  for (const [who, reason] of [
    [sub, "offensive"],
    [reader, "misleading"],
  ] as const) {
    const filed = await who.page.request.post("/api/reports", {
      data: { content_type: "review", content_id: review.id, reason, details: `Reported by ${who.account.username}` },
    });
    expect(filed.status()).toBe(201);
  }

  const admin = await administrator(browser);
  const page = admin.page;
  await page.setViewportSize({ width: test.info().project.name === "js" ? 1280 : 390, height: 900 });
  await page.goto("/admin?tab=moderation");
  const cards = page.getByRole("main").locator("li", { hasText: comment });
  await expect(cards.filter({ hasText: "Approve: hide it" })).toHaveCount(1);
  const card = cards.filter({ hasText: "Approve: hide it" });
  await expect(card).toContainText("2 reports");
  await expect(card.getByText("Offensive", { exact: true })).toBeVisible();
  await expect(card.getByText("Misleading", { exact: true })).toBeVisible();
  await expect(card).toContainText(`Reported by ${reader.account.username}`);

  await card.getByRole("link", { name: `Suspend ${gc.account.username}` }).click();
  await expect(page.getByRole("heading", { name: `Suspend ${gc.account.username}?` })).toBeVisible();
  await page.getByLabel("Reason").fill("Abusive reviews of subcontractors.");
  await page.getByRole("button", { name: "Suspend user" }).click();
  await expect(page.getByText("User suspended successfully").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=moderation$/);
  await expect(
    page
      .getByRole("main")
      .locator("li", { hasText: comment })
      .getByRole("link", { name: /^Suspend / }),
  ).toHaveCount(0);
  await Promise.all([gc.close(), sub.close(), reader.close(), admin.close()]);
});
