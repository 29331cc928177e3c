import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { sharedDocument, sharedDocumentRequest, storeSharedDocument } from "~/utils/shared-document.server";

const SHARED = { sameForEveryVisitor: true };

type Options = {
  root?: Record<string, unknown>;
  page?: unknown;
  handles?: Record<string, unknown>;
  actionData?: unknown;
  errors?: unknown;
};

/** The parts of Remix's entry context the store reads: matched routes, their modules' handles, loader data. */
function context({ root = {}, page = null, handles, actionData = null, errors = null }: Options = {}): EntryContext {
  const routeHandles = handles ?? { "routes/shell/_public": SHARED, "routes/marketing/_public.pricing": SHARED };
  const ids = ["root", ...Object.keys(routeHandles)];
  return {
    staticHandlerContext: {
      matches: ids.map((id) => ({ route: { id } })),
      loaderData: {
        root: { user: null, toast: null, theme: "system", formTokenSeed: crypto.randomUUID(), ...root },
        ...Object.fromEntries(Object.keys(routeHandles).map((id) => [id, page])),
      },
      actionData,
      errors,
    },
    routeModules: Object.fromEntries(ids.map((id) => [id, { handle: routeHandles[id as keyof typeof routeHandles] }])),
  } as unknown as EntryContext;
}

const nonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
const get = (url: string) => new Request(url);

function requestFor(url: string, ctx = context(), options: { inlineStylesheet?: boolean; status?: number } = {}) {
  return sharedDocumentRequest(get(url), options.status ?? 200, ctx, {
    nonce: nonce(),
    inlineStylesheet: options.inlineStylesheet ?? false,
  });
}

const html = (nonce: string, seed: string) =>
  `<html><script nonce="${nonce}">x</script><input value="${seed}.default.:R1:"><script nonce="${nonce}">` +
  `enqueue("[\\"formTokenSeed\\",\\"${seed}\\"]")</script></html>`;

describe("shared documents", () => {
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

  it("shares nothing of a signed-in visitor's, a toast, a form's answer, an error or a page that has not opted in", () => {
    const url = "http://localhost/pricing";
    expect(requestFor(url, context({ root: { user: { id: 1 } } }))).toBeNull();
    expect(requestFor(url, context({ root: { toast: { title: "Signed out" } } }))).toBeNull();
    expect(requestFor(url, context({ actionData: { x: 1 } }))).toBeNull();
    expect(requestFor(url, context({ errors: { root: new Error("x") } }))).toBeNull();
    expect(requestFor(url, context(), { status: 404 })).toBeNull();
    expect(requestFor(url, context({ handles: { "routes/shell/_public": SHARED, "routes/x": {} } }))).toBeNull();
    expect(requestFor(url, context({ handles: { "routes/shell/_app": undefined, "routes/y": SHARED } }))).toBeNull();
    expect(
      sharedDocumentRequest(new Request(url, { method: "POST" }), 200, context(), {
        nonce: nonce(),
        inlineStylesheet: false,
      }),
    ).toBeNull();
    expect(sharedDocumentRequest(get(url), 200, context(), { nonce: "", inlineStylesheet: false })).toBeNull();
  });

  it("renders again after ten minutes", () => {
    const now = Date.now();
    const first = requestFor("http://localhost/faq")!;
    storeSharedDocument(first, html(first.nonce, first.seed), now);
    expect(sharedDocument(requestFor("http://localhost/faq")!, now + 9 * 60_000)).toBeDefined();
    expect(sharedDocument(requestFor("http://localhost/faq")!, now + 10 * 60_000)).toBeUndefined();
  });

  it("keeps the hundred most recently used documents", () => {
    const kept = requestFor("http://localhost/kept")!;
    storeSharedDocument(kept, html(kept.nonce, kept.seed));
    const first = requestFor("http://localhost/page/0")!;
    storeSharedDocument(first, html(first.nonce, first.seed));
    for (let i = 1; i < 100; i++) {
      if (i === 50) expect(sharedDocument(requestFor("http://localhost/kept")!)).toBeDefined();
      const next = requestFor(`http://localhost/page/${i}`)!;
      storeSharedDocument(next, html(next.nonce, next.seed));
    }
    expect(sharedDocument(requestFor("http://localhost/page/0")!)).toBeUndefined();
    expect(sharedDocument(requestFor("http://localhost/kept")!)).toBeDefined();
    expect(sharedDocument(requestFor("http://localhost/page/99")!)).toBeDefined();
  });
});
