import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { sharedDocument, sharedDocumentRequest, storeSharedDocument } from "~/utils/shared-document.server";

type Options = {
  root?: Record<string, unknown>;
  page?: unknown;
  actionData?: unknown;
  errors?: unknown;
};

/** The parts of Remix's entry context the store reads: the loader data of the matched routes. */
function context({ root = {}, page = null, actionData = null, errors = null }: Options = {}): EntryContext {
  return {
    staticHandlerContext: {
      loaderData: {
        root: { user: null, toast: null, theme: "system", formTokenSeed: crypto.randomUUID(), ...root },
        "routes/shell/_public": null,
        "routes/marketing/_public.pricing": page,
      },
      actionData,
      errors,
    },
  } as unknown as EntryContext;
}

const nonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
const get = (url: string) => new Request(url);

type RequestOptions = { inlineStylesheet?: boolean; status?: number; clockTextsUntil?: number };

/** A request's place in the store; its page wrote nothing from the clock unless `clockTextsUntil` says otherwise. */
function requestFor(url: string, ctx = context(), options: RequestOptions = {}) {
  const request = sharedDocumentRequest(get(url), options.status ?? 200, ctx, {
    nonce: nonce(),
    inlineStylesheet: options.inlineStylesheet ?? false,
  });
  return request && { ...request, clockTextsUntil: () => options.clockTextsUntil ?? Infinity };
}

const html = (nonce: string, seed: string) =>
  `<html><script nonce="${nonce}">x</script><input value="${seed}.default.:R1:"><script nonce="${nonce}">` +
  `enqueue("[\\"formTokenSeed\\",\\"${seed}\\"]")</script></html>`;

describe("kept documents", () => {
  it("answers the next visitor with the stored page, their own nonce and seed written where the first ones were", () => {
    const first = requestFor("http://localhost/pricing?x=1")!;
    storeSharedDocument(first, html(first.nonce, first.seed));
    const second = requestFor("http://localhost/pricing?x=1")!;
    expect(second.key).toBe(first.key);
    expect(second.nonce).not.toBe(first.nonce);
    const answer = Buffer.from(sharedDocument(second)!).toString("utf8");
    expect(answer).toBe(html(second.nonce, second.seed));
    expect(answer).not.toContain(first.nonce);
    expect(answer).not.toContain(first.seed);
  });

  it("keeps apart what the render reads: the URL, every loader's data, the inline stylesheet", () => {
    const base = requestFor("http://localhost/pricing")!.key;
    expect(requestFor("http://localhost/pricing?tab=plans")!.key).not.toBe(base);
    expect(requestFor("http://example.com/pricing")!.key).not.toBe(base);
    expect(requestFor("http://localhost/pricing", context({ root: { theme: "dark" } }))!.key).not.toBe(base);
    expect(requestFor("http://localhost/pricing", context({ page: { plan: null } }))!.key).not.toBe(base);
    expect(requestFor("http://localhost/pricing", context(), { inlineStylesheet: true })!.key).not.toBe(base);
    // The seed is the one thing in the data that differs per request and is filled in.
    expect(requestFor("http://localhost/pricing", context())!.key).toBe(base);
  });

  it("keeps a signed-in visitor's page as their own: the root loader's data names them", () => {
    const url = "http://localhost/dashboard";
    const theirs = requestFor(url, context({ root: { user: { id: 1, username: "a", role: "subcontractor" } } }))!;
    storeSharedDocument(theirs, html(theirs.nonce, theirs.seed));
    const again = requestFor(url, context({ root: { user: { id: 1, username: "a", role: "subcontractor" } } }))!;
    expect(sharedDocument(again)).toBeDefined();
    const someoneElse = requestFor(url, context({ root: { user: { id: 2, username: "b", role: "subcontractor" } } }))!;
    expect(someoneElse.key).not.toBe(theirs.key);
    expect(sharedDocument(someoneElse)).toBeUndefined();
    expect(sharedDocument(requestFor(url)!)).toBeUndefined();
  });

  it("tells apart data the render could tell apart, and keeps nothing with data still to come", () => {
    const url = "http://localhost/pricing";
    const keyOf = (page: unknown) => requestFor(url, context({ page }))!.key;
    expect(keyOf({ a: undefined })).not.toBe(keyOf({}));
    expect(keyOf([undefined])).not.toBe(keyOf([null]));
    expect(keyOf(new Map([["a", 1]]))).not.toBe(keyOf(new Map([["a", 2]])));
    expect(keyOf(new Set([1]))).not.toBe(keyOf(new Set([2])));
    expect(keyOf({ n: 1n })).not.toBe(keyOf({ n: "1n" }));
    expect(requestFor(url, context({ page: { later: Promise.resolve(1) } }))).toBeNull();
  });

  it("keeps nothing of a toast, a form's answer or an error, and only what a GET renders with a nonce", () => {
    const url = "http://localhost/pricing";
    expect(requestFor(url, context({ root: { toast: { title: "Signed out" } } }))).toBeNull();
    expect(requestFor(url, context({ actionData: { x: 1 } }))).toBeNull();
    expect(requestFor(url, context({ errors: { root: new Error("x") } }))).toBeNull();
    expect(requestFor(url, context(), { status: 404 })).toBeNull();
    expect(
      sharedDocumentRequest(new Request(url, { method: "POST" }), 200, context(), {
        nonce: nonce(),
        inlineStylesheet: false,
      }),
    ).toBeNull();
    expect(sharedDocumentRequest(get(url), 200, context(), { nonce: "", inlineStylesheet: false })).toBeNull();
  });

  it("answers a page with texts written from the clock only while they read the same", () => {
    const now = Date.now();
    const first = requestFor("http://localhost/notifications", context(), { clockTextsUntil: now + 30_000 })!;
    storeSharedDocument(first, html(first.nonce, first.seed), now);
    expect(sharedDocument(requestFor("http://localhost/notifications")!, now + 29_999)).toBeDefined();
    expect(sharedDocument(requestFor("http://localhost/notifications")!, now + 30_000)).toBeUndefined();
    // A text that changes within the second ("4 seconds ago", a countdown): not kept at all.
    const ticking = requestFor("http://localhost/projects/1", context(), { clockTextsUntil: now + 500 })!;
    storeSharedDocument(ticking, html(ticking.nonce, ticking.seed), now);
    expect(sharedDocument(requestFor("http://localhost/projects/1")!, now)).toBeUndefined();
  });

  it("renders again after ten minutes", () => {
    const now = Date.now();
    const first = requestFor("http://localhost/faq")!;
    storeSharedDocument(first, html(first.nonce, first.seed), now);
    expect(sharedDocument(requestFor("http://localhost/faq")!, now + 9 * 60_000)).toBeDefined();
    expect(sharedDocument(requestFor("http://localhost/faq")!, now + 10 * 60_000)).toBeUndefined();
  });

  it("keeps the most recently used documents within its memory bound", () => {
    // Four documents of 10 MB fill the 32 MB bound: the least recently used goes.
    const big = (request: NonNullable<ReturnType<typeof requestFor>>) =>
      html(request.nonce, request.seed) + " ".repeat(10 * 1024 * 1024);
    const kept = requestFor("http://localhost/kept")!;
    storeSharedDocument(kept, big(kept));
    const first = requestFor("http://localhost/page/0")!;
    storeSharedDocument(first, big(first));
    expect(sharedDocument(requestFor("http://localhost/kept")!)).toBeDefined();
    for (const i of [1, 2]) {
      const next = requestFor(`http://localhost/page/${i}`)!;
      storeSharedDocument(next, big(next));
    }
    expect(sharedDocument(requestFor("http://localhost/page/0")!)).toBeUndefined();
    expect(sharedDocument(requestFor("http://localhost/kept")!)).toBeDefined();
    expect(sharedDocument(requestFor("http://localhost/page/2")!)).toBeDefined();
  });
});
