import type { Locator, Page } from "@playwright/test";

import { connectThroughApi, contractor, expect, test } from "./fixtures";

async function send(from: Page, to: number, content: string) {
  const sent = await from.request.post("/api/messages", { data: { recipient_id: to, content } });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** The bubble's bottom is above the composer's top and inside the window: it can be read. */
async function expectAboveComposer(page: Page, bubble: Locator) {
  const composer = page.locator("form").filter({ has: page.getByRole("textbox", { name: "Message" }) });
  await expect(bubble).toBeVisible();
  await expect
    .poll(async () => {
      const [box, bar] = await Promise.all([bubble.boundingBox(), composer.boundingBox()]);
      return box !== null && bar !== null && box.y >= 0 && box.y + box.height <= bar.y + 1;
    })
    .toBe(true);
}

test("on a phone with JavaScript the newest message and a queued one stay visible above the composer", async ({
  browser,
}) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "the composer is fixed only with JavaScript");
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Agave Builders");
  const sub = await contractor(browser, "subcontractor", "Palo Verde Electric");
  await connectThroughApi(gc.page, sub.page, sub.id);
  for (let i = 1; i <= 14; i++) {
    await send(i % 2 ? gc.page : sub.page, i % 2 ? sub.id : gc.id, `Message ${i} about the rough-in schedule.`);
  }
  await send(gc.page, sub.id, "Newest: can you walk level 2 on Friday at 9?");
  const page = sub.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/messages?userId=${gc.id}`);
  const thread = page.getByRole("list", { name: "Messages" });
  await expectAboveComposer(page, thread.getByText("Newest: can you walk level 2 on Friday at 9?"));

  // Sent: the reply shows at the bottom, above the box.
  await page.getByRole("textbox", { name: "Message" }).fill("Friday at 9 works, see you at the trailer.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectAboveComposer(page, thread.getByText("Friday at 9 works, see you at the trailer."));

  // No signal (once the reply has gone): the queued one too.
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await page.context().setOffline(true);
  await page.getByRole("textbox", { name: "Message" }).fill("Running late, no signal in the basement.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectAboveComposer(page, thread.getByText("Waiting for signal"));
  await page.context().setOffline(false);

  // Arriving while open: the newest again.
  await send(gc.page, sub.id, "Arrived just now: bring the panel schedule.");
  await expectAboveComposer(page, thread.getByText("Arrived just now: bring the panel schedule."));
  await Promise.all([gc.close(), sub.close()]);
});

/** The app's Messages links (the sidebar, and the top bar on a phone) both say `count` unread. */
async function expectUnread(page: Page, count: number, phone: boolean) {
  const name = `Messages ${count} unread`;
  const sidebar = page.getByRole("navigation", { name: "App" }).getByRole("link", { name: /^Messages/ });
  await expect(sidebar).toHaveAccessibleName(name);
  if (phone) await expect(page.getByRole("banner").getByRole("link", { name: /^Messages/ })).toHaveAccessibleName(name);
}

for (const width of [390, 1280]) {
  test(`every unread count on the page agrees after a thread is read (${width} px)`, async ({ browser }) => {
    test.slow();
    const tag = `${test.info().project.name}-${width}`;
    const gc = await contractor(browser, "general_contractor", `Ocotillo Builders ${tag}`);
    const [first, second] = [
      await contractor(browser, "subcontractor", `First Electric ${tag}`),
      await contractor(browser, "subcontractor", `Second Electric ${tag}`),
    ];
    for (const sub of [first, second]) await connectThroughApi(gc.page, sub.page, sub.id);
    await send(first.page, gc.id, "Two questions about the panel.");
    await send(first.page, gc.id, "And the second one: conduit size?");
    await send(second.page, gc.id, "Bid attached, thanks.");

    const page = gc.page;
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/messages");
    const phone = width < 1024;
    await expectUnread(page, 3, phone);
    await page.getByRole("link", { name: new RegExp(`Second Electric ${tag}`) }).click();
    await expect(page.getByRole("heading", { name: `Second Electric ${tag}` })).toBeVisible();
    await expectUnread(page, 2, phone);
    if (!phone) {
      const list = page.getByRole("list").filter({ hasText: `First Electric ${tag}` });
      await expect(list.getByText("2 unread")).toBeVisible();
      await expect(list.getByText("1 unread")).toHaveCount(0);
    }
    // A new message elsewhere: the counts move together (without JavaScript, on the next load).
    await send(first.page, gc.id, "One more: start date?");
    if (!test.info().project.use.javaScriptEnabled) await page.goto("/messages");
    await expectUnread(page, 3, phone);
    await Promise.all([gc.close(), first.close(), second.close()]);
  });
}
