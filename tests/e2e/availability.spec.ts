import { contractor, expect, test } from "./fixtures";

/** YYYY-MM-DD, `days` from today (UTC, as the server counts). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a subcontractor marks next week unavailable; a contractor sees it and the next available day", async ({
  browser,
}) => {
  const sub = await contractor(browser, "subcontractor", `Calendar Electric ${test.info().project.name}`);
  const gc = await contractor(browser, "general_contractor");
  const [from, to] = [inDays(7), inDays(13)];

  await sub.page.goto("/profile?tab=availability");
  await expect(sub.page.getByRole("heading", { name: "Set several days at once" })).toBeVisible();
  const form = sub.page.locator("form#availability-range");
  await form.getByLabel("From").fill(from);
  await form.getByLabel("To").fill(inDays(3));
  await form.getByLabel("Status").selectOption("unavailable");
  // To before From is refused with the reason (same schema on both sides).
  await form.getByRole("button", { name: "Save dates" }).click();
  await expect(sub.page.getByText("To must be on or after From")).toBeVisible();

  await form.getByLabel("To").fill(to);
  await form.getByLabel("Note (optional)").fill("On a job in Mesa");
  await form.getByRole("button", { name: "Save dates" }).click();
  await expect(sub.page.getByText("Availability updated").first()).toBeVisible();
  await expect(sub.page.getByText("7 days marked unavailable.").first()).toBeVisible();

  // One tap on tomorrow marks it available (the form of that day), without losing the week.
  const tomorrow = new Date(`${inDays(1)}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  await sub.page.goto(`/profile?tab=availability&month=${inDays(1).slice(0, 7)}`);
  await sub.page.getByRole("button", { name: `${tomorrow}: Not marked. Change` }).click();
  await expect(sub.page.getByRole("button", { name: `${tomorrow}: Available. Change` })).toBeVisible();

  const api = await gc.page.request.get(`/api/availability/${sub.id}?from=${from}&to=${to}`);
  const days = (await api.json()).days as { status: string; notes: string }[];
  expect(days.map((d) => d.status)).toEqual(Array(7).fill("unavailable"));
  expect(days[0].notes).toBe("On a job in Mesa");

  await gc.page.goto(`/profile/${sub.id}?tab=availability`);
  await expect(gc.page.getByText(/^Next available: /)).toBeVisible();
  const firstUnavailable = new Date(`${from}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  await expect(gc.page.getByRole("img", { name: `${firstUnavailable}: Unavailable (On a job in Mesa)` })).toBeVisible();
  await Promise.all([sub.close(), gc.close()]);
});
