import crypto from "node:crypto";

import type { EntryContext } from "@remix-run/node";

import { clockTextsOfThisRequest, noteClockText } from "~/infra/request-cache.server";
import { listenToClockTexts } from "~/lib/render-clock";

/**
 * Documents kept once rendered and answered again while everything they were rendered from is the same
 * (docs/decisions/023-shared-documents.md): the URL, every loader's data, whether the stylesheet is inline, and the
 * clock for the texts written from it. Loaders run on every request; only the render is skipped. A signed-out
 * marketing page is one document for every visitor; a signed-in page is its user's own, since the root loader's data
 * names the user. What differs between two answers of one document is the CSP nonce and the form-token seed: the
 * stored copy keeps the places where they were written, and each answer fills in its own.
 */

listenToClockTexts(noteClockText);

type RootData = { toast: unknown; formTokenSeed: string };

/** What makes a stored document the right one for a request, and the values its copy must be given. */
export type SharedDocumentRequest = {
  key: string;
  nonce: string;
  seed: string;
  /** Until when the page this request renders reads as written, as far as the clock goes (read after the render). */
  clockTextsUntil: () => number;
};

type Stored = {
  /** The document cut at each nonce and seed it was written with: text, value, text, value, …, text (the texts as bytes). */
  parts: (Buffer | string)[];
  nonce: string;
  expires: number;
  bytes: number;
};

/** The longest a document is kept, whatever it shows. */
const TIME_TO_LIVE_MS = 10 * 60_000;
/** A document that would go stale sooner than this is not kept. */
const MIN_LIFETIME_MS = 1000;
/** The documents of each process take at most this much memory: a few hundred pages (least recently used goes first). */
const MAX_BYTES = 32 * 1024 * 1024;

const stored = new Map<string, Stored>();
let storedBytes = 0;

/**
 * The request's place in the store, when its document may be kept: a GET answered 200 with no toast, no form answer,
 * no error, no data still to come, and a nonce to give it. The key is a digest of everything the render reads: the
 * URL, every loader's data (the seed left out) and whether the stylesheet is inline.
 */
export function sharedDocumentRequest(
  request: Request,
  statusCode: number,
  context: EntryContext,
  { nonce, inlineStylesheet }: { nonce: string; inlineStylesheet: boolean },
): SharedDocumentRequest | null {
  const { staticHandlerContext } = context;
  if (request.method !== "GET" || statusCode !== 200 || !nonce) return null;
  if (staticHandlerContext.actionData || staticHandlerContext.errors) return null;
  const root = staticHandlerContext.loaderData.root as RootData | undefined;
  if (!root?.formTokenSeed || root.toast !== null) return null;
  const data = serialized({ ...staticHandlerContext.loaderData, root: { ...root, formTokenSeed: "" } });
  if (data === null) return null;
  const key = crypto
    .createHash("sha256")
    .update(`${inlineStylesheet ? "inline" : "linked"} ${request.url} `)
    .update(data)
    .digest("base64");
  return { key, nonce, seed: root.formTokenSeed, clockTextsUntil: clockTextsOfThisRequest() };
}

/**
 * Loader data as text that tells apart any two values the render could tell apart; null when some of it is still to
 * come (a promise), since its value is not known yet.
 */
function serialized(data: unknown): string | null {
  let pending = false;
  const text = JSON.stringify(data, (_key, value: unknown) => {
    if (value === undefined) return "\u0000undefined";
    if (typeof value === "bigint") return `\u0000${value}n`;
    if (value instanceof Map) return { "\u0000Map": [...value] };
    if (value instanceof Set) return { "\u0000Set": [...value] };
    if (value instanceof Promise) pending = true;
    return value;
  });
  return pending ? null : text;
}

/** The stored document for this request with its own nonce and seed, if there is one. */
export function sharedDocument(
  { key, nonce, seed }: SharedDocumentRequest,
  now = Date.now(),
): Uint8Array<ArrayBuffer> | undefined {
  const entry = stored.get(key);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    forget(key, entry);
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

/**
 * Keeps a document rendered for this request, to answer the next ones, until the first text it wrote from the clock
 * would read differently (at most TIME_TO_LIVE_MS).
 */
export function storeSharedDocument(request: SharedDocumentRequest, html: string, now = Date.now()): void {
  const { key, nonce, seed } = request;
  const expires = Math.min(now + TIME_TO_LIVE_MS, request.clockTextsUntil());
  if (expires - now < MIN_LIFETIME_MS) return;
  // Both are random (a base64 nonce, a UUID), so they occur only where the render wrote them.
  const parts = html
    .split(new RegExp(`(${escapeRegExp(nonce)}|${escapeRegExp(seed)})`))
    .map((part, i) => (i % 2 === 0 ? Buffer.from(part) : part));
  const bytes = parts.reduce((sum, part) => sum + part.length, 0);
  if (bytes > MAX_BYTES) return;
  const previous = stored.get(key);
  if (previous) forget(key, previous);
  stored.set(key, { parts, nonce, expires, bytes });
  storedBytes += bytes;
  for (const [oldestKey, oldest] of stored) {
    if (storedBytes <= MAX_BYTES) break;
    forget(oldestKey, oldest);
  }
}

function forget(key: string, entry: Stored) {
  stored.delete(key);
  storedBytes -= entry.bytes;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
