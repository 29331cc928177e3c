/// <reference lib="webworker" />
/**
 * The service worker (bundled by scripts/build-sw.ts into public/sw.js; docs/decisions/009-offline.md).
 * - /build/ assets, icons, fonts and the maps' base layers: cache first. Marketing pages, signed out: stale while
 *   revalidate.
 * - Saved signed-in pages: network first (3 s), falling back to the copy saved when the user last saw it, marked
 *   with the time it was saved. Saved copies belong to the user whose pages they are: another user's answer, or a
 *   signed-out one, removes them. The sheet images a saved document page showed are kept with them (cache first:
 *   a version's images never change), up to a limit.
 * - A navigation that fails with nothing saved: the offline page, which lists what is saved.
 * - Messages typed offline are sent from the shared queue when the browser says the signal is back (Background Sync).
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";

import { flushQueuedMessages } from "~/offline/message-queue";
import {
  isCacheOf,
  isPagesCache,
  isPublicPage,
  isSavedPage,
  isSheetImage,
  OFFLINE_PATH,
  PAGE_LIMIT,
  PAGE_MAX_AGE_SECONDS,
  pagesCacheName,
  SAVED_AT_ATTRIBUTE,
  SAVED_AT_HEADER,
  SAVED_TITLE_HEADER,
  SHEET_IMAGE_LIMIT,
  sheetsCacheName,
  keptFilesCacheName,
  isPlanFile,
  USER_HEADER,
  type FromWorker,
  type SavedPage,
  type ToWorker,
} from "~/offline/protocol";

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: changes with every deploy, so the new worker installs and takes over. */
declare const BUILD_VERSION: string;

const ASSETS_CACHE = "tl-assets";
const PUBLIC_CACHE = "tl-public";
const OFFLINE_CACHE = `tl-offline-${BUILD_VERSION}`;
/** Remembers whose pages are saved, across worker restarts. */
const META_CACHE = "tl-meta";
const OWNER_KEY = "/__offline/owner";
const KNOWN_CACHES = (name: string) =>
  name === ASSETS_CACHE || name === PUBLIC_CACHE || name === OFFLINE_CACHE || name === META_CACHE || isPagesCache(name);

// ---- Whose pages are saved ----

let owner: string | null | undefined;

async function savedOwner(): Promise<string | null> {
  if (owner !== undefined) return owner;
  const stored = await (await caches.open(META_CACHE)).match(OWNER_KEY);
  owner = stored ? await stored.text() : null;
  return owner;
}

async function setOwner(next: string | null) {
  if ((await savedOwner()) === next) return;
  owner = next;
  for (const name of await caches.keys()) {
    if (isPagesCache(name) && !(next && isCacheOf(name, next))) await caches.delete(name);
  }
  const meta = await caches.open(META_CACHE);
  if (next) await meta.put(OWNER_KEY, new Response(next));
  else await meta.delete(OWNER_KEY);
}

/** Every app answer says whose it is: a different user, or none, ends the previous user's saved pages. */
async function noteOwner(response: Response | undefined) {
  const user = response?.headers.get(USER_HEADER);
  if (!user) return;
  await setOwner(user === "none" ? null : user);
}

// ---- Install, take over, clean up ----

self.addEventListener("install", (event) => {
  // The offline page as a signed-out visitor sees it, with the scripts it needs.
  event.waitUntil(
    (async () => {
      const page = await fetch(OFFLINE_PATH, { credentials: "omit" });
      if (!page.ok) throw new Error(`offline page: ${page.status}`);
      // Shown at other addresses, the app must not start on it: its scripts go, its own small one comes in.
      const html = (await page.text())
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace("</body>", '<script src="/offline.js" defer></script></body>');
      const headers = new Headers(page.headers);
      headers.delete("Content-Length");
      await (await caches.open(OFFLINE_CACHE)).put(OFFLINE_PATH, new Response(html, { headers }));
      const styles = [...html.matchAll(/href="(\/build\/[^"]+\.css)"/g)].map((m) => m[1]);
      await (await caches.open(ASSETS_CACHE)).addAll([...new Set([...styles, "/offline.js", "/favicon.svg"])]);
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (!KNOWN_CACHES(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});
clientsClaim();

self.addEventListener("message", (event) => {
  const data = event.data as ToWorker;
  if (data?.type === "skip-waiting") void self.skipWaiting();
  if (data?.type === "user") event.waitUntil(setOwner(data.id));
  if (data?.type === "saved-pages") {
    event.waitUntil(
      savedPages().then((pages) => event.ports[0]?.postMessage({ type: "saved-pages", pages } satisfies FromWorker)),
    );
  }
});

// ---- Assets and marketing pages ----

registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin &&
    (url.pathname.startsWith("/build/") ||
      url.pathname.startsWith("/maps/base/") ||
      /^\/(icons|fonts)\//.test(url.pathname) ||
      url.pathname === "/favicon.svg" ||
      url.pathname === "/offline.js"),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60 }),
    ],
  }),
);

// From the network while there is one: the page the visitor just changed (a theme, a new build) is the one shown,
// and the pages without scripts (docs/decisions/024-pages-without-scripts.md) have nothing to correct a stale copy.
const publicPages = new NetworkFirst({
  cacheName: PUBLIC_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [
    {
      // Only a signed-out render is kept, so nothing signed-in is ever shown to a signed-out visitor.
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && response.headers.get(USER_HEADER) === "none" ? response : null,
    },
  ],
});

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && isPublicPage(url.pathname),
  async (options) => {
    // A signed-in visitor gets the live page (their header), from the network.
    if (await savedOwner()) return fetchAndNote(options.request);
    return publicPages.handle(options);
  },
);

// ---- Saved signed-in pages ----

const strategies = new Map<string, NetworkFirst>();

function pagesStrategy(user: string): NetworkFirst {
  let strategy = strategies.get(user);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: pagesCacheName(user),
      networkTimeoutSeconds: 3,
      plugins: [
        new ExpirationPlugin({ maxEntries: PAGE_LIMIT, maxAgeSeconds: PAGE_MAX_AGE_SECONDS }),
        {
          fetchDidSucceed: async ({ response }) => {
            await noteOwner(response);
            return response;
          },
          cacheWillUpdate: async ({ response }) => stampForSaving(response, user),
          cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markAsSaved(cachedResponse),
        },
      ],
    });
    strategies.set(user, strategy);
  }
  return strategy;
}

/** A page is kept only when it is a full page of this user's, with when it was saved and its title. */
async function stampForSaving(response: Response, user: string): Promise<Response | null> {
  if (response.status !== 200 || response.headers.get(USER_HEADER) !== user) return null;
  if (!response.headers.get("Content-Type")?.includes("text/html")) return null;
  const html = await response.text();
  const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "TradeLink");
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  headers.set(SAVED_TITLE_HEADER, encodeURIComponent(title));
  return new Response(html, { status: 200, headers });
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]);

/** The copy shown from the device says so: the page reads the attribute and shows the banner. */
async function markAsSaved(response: Response): Promise<Response> {
  const savedAt = response.headers.get(SAVED_AT_HEADER) ?? "";
  const html = (await response.text()).replace(/<html\b/, `<html ${SAVED_AT_ATTRIBUTE}="${savedAt}"`);
  return new Response(html, { status: 200, headers: response.headers });
}

async function fetchAndNote(request: Request): Promise<Response> {
  const response = await fetch(request);
  await noteOwner(response);
  return response;
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === "navigate" && isSavedPage(url.pathname),
  async (options) => {
    const user = await savedOwner();
    if (user) return pagesStrategy(user).handle(options);
    // Not known yet whose pages these are (the first page after signing in): the answer says, and is kept.
    const response = await fetchAndNote(options.request);
    const now = await savedOwner();
    const stamped = now ? await stampForSaving(response.clone(), now) : null;
    if (now && stamped) await (await caches.open(pagesCacheName(now))).put(options.request, stamped);
    return response;
  },
);

const sheetStrategies = new Map<string, CacheFirst>();

function sheetsStrategy(user: string): CacheFirst {
  let strategy = sheetStrategies.get(user);
  if (!strategy) {
    strategy = new CacheFirst({
      cacheName: sheetsCacheName(user),
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: SHEET_IMAGE_LIMIT,
          maxAgeSeconds: PAGE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    });
    sheetStrategies.set(user, strategy);
  }
  return strategy;
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === "GET" && isSheetImage(url),
  async (options) => {
    const user = await savedOwner();
    return user ? sheetsStrategy(user).handle(options) : fetch(options.request);
  },
);

// A plan room file comes from the network; without a signal, from the device when its user kept it there.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === "GET" && isPlanFile(url),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const user = await savedOwner();
      const kept = user ? await (await caches.open(keptFilesCacheName(user))).match(request.url) : undefined;
      if (kept) return kept;
      throw error;
    }
  },
);

// With JavaScript, moving between pages fetches their data (`.data`), not the page: keep the saved copy current by
// fetching the page itself now and then, at most every 10 minutes per page.
const refreshed = new Map<string, number>();
const REFRESH_MS = 10 * 60 * 1000;

/** A GET that fails the moment the signal comes back (the page heard "online" first) is tried once more. */
async function fetchRetryingOnce(request: Request): Promise<Response> {
  try {
    return await fetch(request.clone());
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    return fetch(request);
  }
}
const RETRY_AFTER_MS = 1000;

registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === "GET" && url.pathname.endsWith(".data"),
  async ({ request, url, event }) => {
    const response = await fetchRetryingOnce(request);
    await noteOwner(response);
    const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    const user = await savedOwner();
    if (response.ok && user && isSavedPage(path)) {
      const page = `${path}${stripDataParams(url.search)}`;
      if (Date.now() - (refreshed.get(page) ?? 0) > REFRESH_MS) {
        refreshed.set(page, Date.now());
        event.waitUntil(savePage(user, page));
      }
    }
    return response;
  },
);

function stripDataParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("_routes");
  const query = params.toString();
  return query ? `?${query}` : "";
}

async function savePage(user: string, page: string) {
  try {
    const response = await fetch(page, { credentials: "same-origin", headers: { Accept: "text/html" } });
    await noteOwner(response);
    const stamped = await stampForSaving(response, user);
    if (stamped && (await savedOwner()) === user) await (await caches.open(pagesCacheName(user))).put(page, stamped);
  } catch {
    // No signal: the copy from the last visit stays.
  }
}

async function savedPages(): Promise<SavedPage[]> {
  const user = await savedOwner();
  if (!user) return [];
  const cache = await caches.open(pagesCacheName(user));
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const savedAt = response?.headers.get(SAVED_AT_HEADER);
    if (!response || !savedAt) continue;
    const url = new URL(request.url);
    pages.push({
      url: `${url.pathname}${url.search}`,
      title: decodeURIComponent(response.headers.get(SAVED_TITLE_HEADER) ?? url.pathname),
      savedAt,
    });
  }
  return pages.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

// ---- Any other navigation: the network, and when it fails the offline page ----

registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") {
    const page = await (await caches.open(OFFLINE_CACHE)).match(OFFLINE_PATH);
    if (page) return page;
  }
  return Response.error();
});

// ---- Messages typed offline ----

/** Only the messages of the user whose pages these are (the one signed in): never another's under their session. */
async function sendQueuedMessages() {
  const user = Number(await savedOwner());
  if (!user || !(await flushQueuedMessages(user))) return;
  for (const client of await self.clients.matchAll({ type: "window" })) {
    client.postMessage({ type: "messages-changed" } satisfies FromWorker);
  }
}

self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === "send-messages") sync.waitUntil(sendQueuedMessages());
});
