/**
 * The offline page's own script (bundled to public/offline.js): asks the service worker for the pages saved on this
 * device and lists them, newest first. Plain DOM: the page is shown at other addresses, so the app is not started.
 */
import type { FromWorker, SavedPage, ToWorker } from "~/offline/protocol";

function list(pages: SavedPage[]) {
  const box = document.getElementById("saved-pages");
  if (!box) return;
  box.replaceChildren();
  if (pages.length === 0) {
    const none = document.createElement("p");
    none.textContent = "No pages are saved on this device yet. Pages you open while online are kept here.";
    box.append(none);
    return;
  }
  const heading = document.createElement("h2");
  heading.className = "font-semibold";
  heading.textContent = "Saved on this device";
  const items = document.createElement("ul");
  items.className = "divide-y divide-border rounded-md border border-border";
  items.setAttribute("aria-label", "Saved pages");
  for (const page of pages) {
    const link = document.createElement("a");
    link.href = page.url;
    link.className = "flex flex-wrap justify-between gap-2 p-3 hover:bg-muted";
    const title = document.createElement("span");
    title.className = "font-medium";
    title.textContent = page.title.replace(/ \| TradeLink$/, "");
    const when = document.createElement("span");
    when.className = "text-muted-foreground";
    when.textContent = `saved ${new Date(page.savedAt).toLocaleString("en-US", { weekday: "short", hour: "numeric", minute: "2-digit" })}`;
    link.append(title, when);
    const item = document.createElement("li");
    item.append(link);
    items.append(item);
  }
  box.append(heading, items);
}

const worker = navigator.serviceWorker?.controller;
if (worker) {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<FromWorker>) => {
    if (event.data.type === "saved-pages") list(event.data.pages);
  };
  worker.postMessage({ type: "saved-pages" } satisfies ToWorker, [channel.port2]);
} else {
  list([]);
}
