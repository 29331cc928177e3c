import type { EntryContext } from "@remix-run/node";

/**
 * Documents that are the same for every signed-out visitor, rendered once and then served from memory
 * (docs/decisions/023-shared-documents.md). A page opts in with `handle.sameForEveryVisitor` when what it renders
 * depends only on its URL and its loaders' data; the layouts above it must opt in too. What differs between two
 * visitors of such a page is the CSP nonce and the form-token seed: the stored copy keeps the places where they were
 * written, and each answer fills in its own.
 */
export type SharedDocumentHandle = { sameForEveryVisitor?: boolean };

type RootData = { user: unknown; toast: unknown; formTokenSeed: string };

/** What makes a stored document the right one for a request, and the values its copy must be given. */
export type SharedDocumentRequest = { key: string; nonce: string; seed: string };

type Stored = {
  /** The document cut at each nonce and seed it was written with: text, value, text, value, …, text (the texts as bytes). */
  parts: (Buffer | string)[];
  nonce: string;
  expires: number;
};

/** Anything written from the clock (the footer's year) is at most this old. */
const TIME_TO_LIVE_MS = 10 * 60_000;
/** A few hundred KB each: the marketing pages, the sign-in tabs and their theme and stylesheet variants fit. */
const MAX_DOCUMENTS = 100;

const stored = new Map<string, Stored>();

/**
 * The request's place in the store, when its document may be shared: a signed-out GET answered 200 with no toast,
 * every route under the root opted in, and a nonce to give it. The key holds everything the render reads: the URL,
 * every loader's data (theme, origin, query-dependent values; the seed left out) and whether the stylesheet is
 * inline.
 */
export function sharedDocumentRequest(
  request: Request,
  statusCode: number,
  context: EntryContext,
  { nonce, inlineStylesheet }: { nonce: string; inlineStylesheet: boolean },
): SharedDocumentRequest | null {
  const { staticHandlerContext, routeModules } = context;
  if (request.method !== "GET" || statusCode !== 200 || !nonce) return null;
  if (staticHandlerContext.actionData || staticHandlerContext.errors) return null;
  const root = staticHandlerContext.loaderData.root as RootData | undefined;
  if (!root?.formTokenSeed || root.user !== null || root.toast !== null) return null;
  const everyRouteShared = staticHandlerContext.matches.every(
    ({ route }) =>
      route.id === "root" ||
      (routeModules[route.id]?.handle as SharedDocumentHandle | undefined)?.sameForEveryVisitor === true,
  );
  if (!everyRouteShared) return null;
  const data = { ...staticHandlerContext.loaderData, root: { ...root, formTokenSeed: "" } };
  const key = `${inlineStylesheet ? "inline" : "linked"} ${request.url} ${JSON.stringify(data)}`;
  return { key, nonce, seed: root.formTokenSeed };
}

/** The stored document for this request with its own nonce and seed, if there is one. */
export function sharedDocument(
  { key, nonce, seed }: SharedDocumentRequest,
  now = Date.now(),
): Uint8Array<ArrayBuffer> | undefined {
  const entry = stored.get(key);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    stored.delete(key);
    return undefined;
  }
  // Most recently used last, so the oldest use is the first to go.
  stored.delete(key);
  stored.set(key, entry);
  const bytes = entry.parts.map((part) =>
    typeof part === "string" ? Buffer.from(part === entry.nonce ? nonce : seed) : part,
  );
  const document = new Uint8Array(bytes.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of bytes) {
    document.set(part, offset);
    offset += part.length;
  }
  return document;
}

/** Keeps a document rendered for this request, to answer the next ones. */
export function storeSharedDocument({ key, nonce, seed }: SharedDocumentRequest, html: string, now = Date.now()): void {
  // Both are random (a base64 nonce, a UUID), so they occur only where the render wrote them.
  const parts = html
    .split(new RegExp(`(${escapeRegExp(nonce)}|${escapeRegExp(seed)})`))
    .map((part, i) => (i % 2 === 0 ? Buffer.from(part) : part));
  stored.delete(key);
  stored.set(key, { parts, nonce, expires: now + TIME_TO_LIVE_MS });
  if (stored.size > MAX_DOCUMENTS) stored.delete(stored.keys().next().value!);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
