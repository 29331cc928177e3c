import { PassThrough, Transform } from "node:stream";

import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { InlineStylesheetProvider } from "~/components/stylesheet";
import { USER_HEADER } from "~/offline/protocol";
import stylesheet from "~/tailwind.css";
import { NonceProvider } from "~/utils/nonce";
import { getCurrentUser } from "~/utils/session.server";
import { sharedDocument, sharedDocumentRequest, storeSharedDocument } from "~/utils/shared-document.server";
import { fillStylesheetSlot, STYLESHEET_SLOT, stylesheetToInline } from "~/utils/stylesheet.server";

/** What server.ts and server/*.ts use of the app: they load it only through this build (see the module). */
export * as processHooks from "~/process.server";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext.cspNonce as string | undefined) ?? "";
  // Bots get the whole document at once; browsers get it streamed as soon as the shell is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  const inline = await stylesheetToInline(request, stylesheet);
  if (inline) responseHeaders.append("Set-Cookie", inline.setCookie);
  const shared = sharedDocumentRequest(request, responseStatusCode, remixContext, {
    nonce,
    inlineStylesheet: Boolean(inline),
  });
  const storedHtml = shared ? sharedDocument(shared) : undefined;
  if (storedHtml !== undefined) {
    const headers = documentHeaders(responseHeaders, remixContext);
    // Says the render was skipped (tools and tests read it); nothing about the page's data.
    headers.append("Server-Timing", 'render;desc="kept copy"');
    return new Response(storedHtml, { headers, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    /** A shared document is kept once it is complete, unless some part of it failed to render. */
    const keep = shared
      ? (html: string) => {
          if (!failed) storeSharedDocument(shared, html);
        }
      : undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesheetProvider value={inline ? STYLESHEET_SLOT : null}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </InlineStylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = inline
            ? withStylesheetFilled(wantsWholeStylesheet(remixContext), keep)
            : keep
              ? passingThrough(keep)
              : new PassThrough();
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: documentHeaders(responseHeaders, remixContext),
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}

/** A page whose own script adds elements the server did not render (the offline page) needs every rule. */
function wantsWholeStylesheet(remixContext: EntryContext): boolean {
  return remixContext.staticHandlerContext.matches.some(
    (match) =>
      (remixContext.routeModules[match.route.id]?.handle as { wholeStylesheet?: boolean } | undefined)?.wholeStylesheet,
  );
}

function documentHeaders(headers: Headers, remixContext: EntryContext): Headers {
  headers.set("Content-Type", "text/html; charset=utf-8");
  const root = remixContext.staticHandlerContext.loaderData.root as { user?: { id: number } | null } | undefined;
  if (root) headers.set(USER_HEADER, root.user ? String(root.user.id) : "none");
  // Revalidated on every visit, but kept for Back: the stored copy of a form keeps its one-time token.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  return headers;
}

/**
 * A first visit's document is held until it is complete, then sent with the rules its classes need in the slot
 * (no page streams a part later, so the wait is the render's own time).
 */
function withStylesheetFilled(whole: boolean, keep?: (html: string) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      const html = fillStylesheetSlot(Buffer.concat(chunks).toString("utf8"), stylesheet, { whole });
      keep?.(html);
      done(null, html);
    },
  });
}

/** Streams the document as it renders, and hands the whole of it over at the end. */
function passingThrough(keep: (html: string) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      keep(Buffer.concat(chunks).toString("utf8"));
      done();
    },
  });
}

/** Data answers say whose they are too (the service worker keeps each user's saved pages apart). */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (!response.headers.has(USER_HEADER)) {
    const { user } = await getCurrentUser(request);
    response.headers.set(USER_HEADER, user ? String(user.id) : "none");
  }
  return response;
};
