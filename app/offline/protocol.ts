/**
 * What the page and the service worker agree on (docs/decisions/009-offline.md): which pages are saved on the device,
 * the header that says whose page an answer is, the messages they exchange, the cache names.
 */

/** Every page and data answer says who it was rendered for: a user id, or "none" signed out. */
export const USER_HEADER = "X-Tradelink-User";
/** On a saved copy: when it was saved (ISO) and its title, for the banner and the offline page's list. */
export const SAVED_AT_HEADER = "X-Saved-At";
export const SAVED_TITLE_HEADER = "X-Saved-Title";

/** The <html> attribute a page served from the device carries (the service worker adds it). */
export const SAVED_AT_ATTRIBUTE = "data-offline-saved-at";

export const OFFLINE_PATH = "/offline";

/** The device's queue of unsent messages (IndexedDB, offline/message-queue). */
export const MESSAGE_QUEUE_DATABASE = "tradelink-offline";

/** The service worker's script, registered for the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Signed-in pages kept for reading offline: dashboard, a project, a plan room document's sheets, a conversation,
 * connections, schedule, profiles.
 */
const SAVED_PAGES = [
  /^\/dashboard$/,
  /^\/projects\/\d+$/,
  /^\/projects\/\d+\/documents\/\d+$/,
  /^\/messages$/,
  /^\/connections$/,
  /^\/appointments$/,
  /^\/profile$/,
  /^\/profile\/\d+$/,
  /^\/notifications$/,
];

/** Whether a path is a page saved for offline reading (never /admin, /settings, exports, files or /api). */
export function isSavedPage(pathname: string): boolean {
  return SAVED_PAGES.some((pattern) => pattern.test(pathname));
}

/** Marketing pages: shown from the device at once and refreshed behind (signed out only). */
export function isPublicPage(pathname: string): boolean {
  return /^\/(|pricing|about|faq|how-it-works|contact|support|features\/[\w-]+|legal\/[\w-]+|marketing\/contact)$/.test(
    pathname,
  );
}

/**
 * A version's sheet image (its URL names the version: the bytes never change), kept with the saved page that showed
 * it.
 */
export function isSheetImage(url: URL): boolean {
  return (
    /^\/projects\/\d+\/documents\/\d+\/sheets\/\d+\/(thumb|page)$/.test(url.pathname) && url.searchParams.has("version")
  );
}

export const PAGE_LIMIT = 50;
/** Sheet images kept at most: a phone-readable page is 100 to 400 KB, so about 20 MB at worst. */
export const SHEET_IMAGE_LIMIT = 60;
export const PAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const pagesCacheName = (userId: string) => `tl-pages-${userId}`;
export const sheetsCacheName = (userId: string) => `tl-pages-${userId}-sheets`;
/** Plan room files a user asked to keep ("Keep on this device"): only then is a whole file stored. */
export const keptFilesCacheName = (userId: string) => `tl-pages-${userId}-files`;
export const isPagesCache = (name: string) => name.startsWith("tl-pages-");
/** The saved pages of a user, and the sheet images they showed. */
export const isCacheOf = (name: string, userId: string) =>
  name === pagesCacheName(userId) || name === sheetsCacheName(userId) || name === keptFilesCacheName(userId);

/** A plan room file's download address (`?version=N` or the current version). */
export function isPlanFile(url: URL): boolean {
  return /^\/projects\/\d+\/documents\/\d+\/file$/.test(url.pathname);
}

export type SavedPage = { url: string; title: string; savedAt: string };

/** Page → worker. */
export type ToWorker =
  | { type: "skip-waiting" }
  /** Who is signed in on this page (null: nobody): another user's or no user's answer removes saved pages. */
  | { type: "user"; id: string | null }
  | { type: "saved-pages" };

/** Worker → page. */
export type FromWorker = { type: "saved-pages"; pages: SavedPage[] } | { type: "messages-changed" };
