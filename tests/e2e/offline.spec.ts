import type { Page } from "@playwright/test";

import { connectThroughApi, contractor, expect, hydratedByReact, test } from "./fixtures";

// The service worker needs JavaScript; without it pages behave as they always did (every other spec runs there too).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "offline reading needs JavaScript");

const PROJECT = {
  title: "Basement panel upgrade",
  description: "Swap a 100 A panel for 200 A in a basement with no signal.",
  location: "Tempe, AZ",
  zip_code: "85281",
  trade_type: "Electrical",
  budget_range: "$10,000 - $25,000",
  timeline: "2-4 weeks",
  requirements: "Licensed electrician.",
};

/** Loads a page and waits until the service worker controls it (it saves the pages opened from then on). */
async function withServiceWorker(page: Page) {
  await page.goto("/dashboard");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}

/**
 * Opens the thread with the person and waits for the page to have run: its code (the composer that queues) is on
 * the device before the signal drops (app/components/deferred-page.tsx keeps it for that).
 */
async function openThread(page: Page, withId: number) {
  await page.goto(`/messages?userId=${withId}`);
  await hydratedByReact(page, `textarea[name="content"]`);
}

/** The device's queue of messages typed offline (IndexedDB, app/offline/message-queue.ts). */
function queuedOnDevice(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open("tradelink-offline");
        open.onsuccess = () => {
          const all = open.result.transaction("messages").objectStore("messages").getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
        };
      }),
  );
}

/** Puts a record back in that queue, as if its answer had been lost. */
function queueOnDevice(page: Page, record: unknown): Promise<void> {
  return page.evaluate(
    (message) =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open("tradelink-offline");
        open.onsuccess = () => {
          const tx = open.result.transaction("messages", "readwrite");
          tx.objectStore("messages").put(message);
          tx.oncomplete = () => resolve();
        };
      }),
    record,
  );
}

test("a project opened online reads offline with the banner; a page never opened shows the offline page listing it", async ({
  browser,
}) => {
  const gc = await contractor(browser, "general_contractor", "Cave Creek Builders");
  const sub = await contractor(browser, "subcontractor", "Deep Basement Electric");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const { page } = sub;
  await withServiceWorker(page);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("heading", { name: PROJECT.title })).toBeVisible();

  await page.context().setOffline(true);
  await page.waitForTimeout(1100); // "2 seconds ago" becomes "3 seconds ago": the saved copy is rendered afresh.
  await page.reload();
  await expect(page.getByRole("heading", { name: PROJECT.title })).toBeVisible();
  await expect(
    page.getByText(/^You.re offline\. Showing this page as saved at \d{1,2}:\d{2}\s(AM|PM)\.$/),
  ).toBeVisible();
  await expect(page.getByText("Swap a 100 A panel for 200 A")).toBeVisible();

  // A link while offline loads the page from the device, or the offline page when it was never saved.
  await page.goto("/reviews");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved pages" });
  await expect(saved.getByRole("link", { name: new RegExp(PROJECT.title) })).toBeVisible();
  await saved.getByRole("link", { name: new RegExp(PROJECT.title) }).click();
  await expect(page.getByRole("heading", { name: PROJECT.title })).toBeVisible();

  // Back online: the page is current again and the banner goes.
  await page.context().setOffline(false);
  await expect(page.getByText(/^You're offline/)).toHaveCount(0);

  // The signal comes back while a saved copy is still loading, before its scripts can hear it: the banner goes too.
  await page.context().setOffline(true);
  await page.reload({ waitUntil: "commit" });
  await page.context().setOffline(false);
  await expect(page.getByRole("heading", { name: PROJECT.title })).toBeVisible();
  await expect(page.getByText(/^You're offline/)).toHaveCount(0);
  await gc.close();
  await sub.close();
});

test("after logout nothing of the previous user is readable offline", async ({ browser }) => {
  const gc = await contractor(browser, "general_contractor", "Superstition Builders");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const { page } = gc;
  await withServiceWorker(page);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("heading", { name: PROJECT.title })).toBeVisible();

  await page.getByRole("navigation", { name: "App" }).waitFor();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You have been logged out successfully").first()).toBeVisible();

  await page.context().setOffline(true);
  await page.goto(`/projects/${project.id}`).catch(() => null);
  await expect(page.getByText(PROJECT.title)).toHaveCount(0);
  await expect(page.getByText("Swap a 100 A panel")).toHaveCount(0);
  await gc.close();
});

test("a message typed offline waits for the signal, then goes once, also after a forced retry", async ({ browser }) => {
  test.slow(); // a multi-page flow of several users: three times the default 30 s
  const gc = await contractor(browser, "general_contractor", "Mogollon Builders");
  const sub = await contractor(browser, "subcontractor", "Rim Country Electric");
  await connectThroughApi(gc.page, sub.page, sub.id);
  const { page } = sub;
  await withServiceWorker(page);
  await openThread(page, gc.id);
  await expect(page.getByText("No messages yet", { exact: true })).toBeVisible();

  await page.context().setOffline(true);
  const text = "Panel is in, no signal down here. Inspection Friday?";
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByText(text)).toBeVisible();
  await expect(thread.getByText("Waiting for signal")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
  const queued = await queuedOnDevice(page);
  expect(queued).toHaveLength(1);

  await page.context().setOffline(false);
  await expect(thread.getByText("Waiting for signal")).toHaveCount(0);
  await expect(thread.getByText(text)).toHaveCount(1);

  // The answer was lost (say): the same message, with its key, is sent again.
  await queueOnDevice(page, queued[0]);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(async () => (await queuedOnDevice(page)).length).toBe(0);

  const received = (await (await gc.page.request.get(`/api/messages/${sub.id}`)).json()) as {
    messages: { content: string }[];
  };
  expect(received.messages.filter((m) => m.content === text)).toHaveLength(1);
  await gc.close();
  await sub.close();
});

test("a queued message the server refuses shows 'Not sent' with the reason, its text kept", async ({ browser }) => {
  const gc = await contractor(browser, "general_contractor", "Tonto Builders");
  const sub = await contractor(browser, "subcontractor", "Payson Electric");
  await connectThroughApi(gc.page, sub.page, sub.id);
  const { page } = sub;
  await withServiceWorker(page);
  await openThread(page, gc.id);
  await page.context().setOffline(true);
  const text = "Can we move the walkthrough to Monday?";
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Waiting for signal")).toBeVisible();

  // Meanwhile the contractor stops accepting messages.
  expect((await gc.page.request.patch("/api/privacy-settings", { data: { receive_messages: false } })).status()).toBe(
    200,
  );
  await page.context().setOffline(false);
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByText(/^Not sent: .+/)).toBeVisible();
  await expect(thread.getByText(text)).toBeVisible();
  await gc.close();
  await sub.close();
});

test("a message queued by one user is never sent after another signs in on the same device", async ({ browser }) => {
  const gc = await contractor(browser, "general_contractor", "Verde Valley Builders");
  const first = await contractor(browser, "subcontractor", "Camp Verde Electric");
  const second = await contractor(browser, "subcontractor", "Cottonwood Electric");
  await connectThroughApi(gc.page, first.page, first.id);
  await connectThroughApi(gc.page, second.page, second.id);
  const { page } = first;
  await withServiceWorker(page);
  await openThread(page, gc.id);
  await page.context().setOffline(true);
  const text = "Meet at the Camp Verde site at 7, bring the lift.";
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Waiting for signal")).toBeVisible();
  expect(await queuedOnDevice(page)).toHaveLength(1);

  // The second user signs in on this device (another tab, say) while the first one's page is still open.
  const { username, password } = second.account;
  expect((await page.request.post("/api/login", { data: { username, password } })).status()).toBe(200);
  await page.context().setOffline(false);
  // The signal is back: the first user's open page and the service worker try to send, the second's page loads.
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.goto(`/messages?userId=${gc.id}`);
  await expect.poll(async () => (await queuedOnDevice(page)).length).toBe(0);

  const thread = async (withId: number) =>
    ((await (await gc.page.request.get(`/api/messages/${withId}`)).json()) as { messages: { content: string }[] })
      .messages;
  expect((await thread(second.id)).map((m) => m.content)).not.toContain(text);
  expect((await thread(first.id)).map((m) => m.content)).not.toContain(text);
  await Promise.all([gc.close(), first.close(), second.close()]);
});

test("Chromium finds the app installable (manifest, icons, service worker)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ start_url: "/dashboard", display: "standalone", short_name: "TradeLink" });
  const cdp = await page.context().newCDPSession(page);
  // Playwright's contexts are incognito, which Chromium never installs from: every other reason must be absent.
  const errors = async () =>
    (
      (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] }
    ).installabilityErrors
      .map((e) => e.errorId)
      .filter((id) => id !== "in-incognito");
  await expect.poll(errors).toEqual([]);
});
