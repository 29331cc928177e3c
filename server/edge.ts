/**
 * The checks every request passes at the HTTP edge, before the Remix handler: a path that decodes, no single-fetch
 * read of a resource route, writes from this site only, body limits and the content type of writes. A request
 * refused here gets a short readable page (a form post) or the API's JSON error, and the client is let finish
 * sending first so it can read that answer.
 */
import type { NextFunction, Request, Response } from "express";

const MB = 1024 * 1024;
/** Every body not listed below: forms, JSON calls, multipart anywhere but an upload route or signed out. */
const BODY_LIMIT_BYTES = 1 * MB;
/** Multipart bodies of a signed-in user to an upload route (up to 8 photos of 5 MB); each route limits its parts. */
const UPLOAD_LIMIT_BYTES = 50 * MB;
/** The two API calls that take a photo as a data URL in JSON (a 5 MB photo is ~6.7 MB in base64). */
const DATA_URL_PATHS = new Set(["/api/profile/gc/image", "/api/profile/sub/image"]);
const DATA_URL_LIMIT_BYTES = 8 * MB;

/**
 * The routes that take files as multipart: the two upload calls of the API and the page forms with a file input
 * (with JavaScript on, Remix posts a page form to the same path with `.data` appended).
 */
const UPLOAD_API_PATHS = new Set(["/api/portfolio", "/api/certifications"]);
/** Plan room files by form or API: one file of up to 50 MB, written to disk as it arrives. */
const PLAN_UPLOAD_PATHS = [
  /^\/api\/projects\/\d+\/documents$/,
  /^\/api\/documents\/\d+\/versions$/,
  /^\/projects\/[^/]+\/documents\/new$/,
];
const PLAN_UPLOAD_LIMIT_BYTES = 51 * MB;
const PLAN_UPLOAD_TOO_LARGE =
  "This form takes files up to 50 MB. Bigger files (up to 250 MB) go through the uploader on the upload page with JavaScript on.";
const isPlanUploadPath = (path: string) => PLAN_UPLOAD_PATHS.some((route) => route.test(path.replace(/\.data$/, "")));
const UPLOAD_PAGE_PATHS = [
  /^\/profile$/,
  /^\/profile\/portfolio\/new$/,
  /^\/profile\/portfolio\/[^/]+\/edit$/,
  /^\/profile\/certifications\/new$/,
  /^\/profile\/certifications\/[^/]+\/edit$/,
];
const isUploadPath = (path: string) =>
  UPLOAD_API_PATHS.has(path) ||
  UPLOAD_PAGE_PATHS.some((route) => route.test(path.replace(/\.data$/, ""))) ||
  isPlanUploadPath(path);

/** How much of a refused body is read and dropped so the client can read the answer; past that it is cut off. */
const DRAIN_LIMIT_BYTES = 64 * MB;
const DRAIN_LIMIT_MS = 30_000;

const isApi = (req: Request) => req.path === "/api" || req.path.startsWith("/api/");
/** A request that runs an action: any method but GET, HEAD and OPTIONS; on a `.data` path any but GET (single fetch). */
const isWrite = (req: Request) =>
  req.path.endsWith(".data") ? req.method !== "GET" : !["GET", "HEAD", "OPTIONS"].includes(req.method);
const hasBody = (req: Request) =>
  Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;

/** A short page for a person whose request was refused before it reached the app; JSON for API calls. */
export function refuse(req: Request, res: Response, status: number, title: string, text: string) {
  answerOnceSent(req, res, () => {
    res.status(status);
    if (isApi(req) || req.path.endsWith(".data")) return res.json({ message: text });
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
  <style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
  main{max-width:28rem;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;margin:1rem}
  a{color:#c2410c}</style></head><body><main><h1>${title}</h1>
  <p>${text}</p>
  <p><a href="/">Go to the home page</a></p></main></body></html>`);
  });
}

/**
 * Answers once the client has sent its whole body, read and dropped: a connection closed while the client is still
 * sending makes it fail with EPIPE or a reset instead of reading the answer. A body over DRAIN_LIMIT_BYTES, or one
 * still arriving after DRAIN_LIMIT_MS, is answered at once and its connection closed.
 */
function answerOnceSent(req: Request, res: Response, answer: () => void) {
  if (req.complete || req.destroyed || !hasBody(req)) return answer();
  if (Number(req.get("content-length")) > DRAIN_LIMIT_BYTES) {
    res.set("Connection", "close");
    return answer();
  }
  discardRest(req, (ended) => {
    if (!ended) res.set("Connection", "close");
    answer();
  });
}

/**
 * After any answer, the rest of a body the app left unread (a form field over its limit, say) is read and dropped
 * within the same bounds: left paused, it held the connection, and the client's next request on it waited for a
 * reset. Past the bounds the connection is closed.
 */
export function discardUnreadBody(req: Request, res: Response, next: NextFunction) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners("data"); // the app's reader is done with it
    discardRest(req, (ended) => {
      if (!ended) req.socket.destroy();
    });
  });
  next();
}

/**
 * Reads and drops the rest of a body: `done(true)` at its end, `done(false)` past DRAIN_LIMIT_BYTES or
 * DRAIN_LIMIT_MS, or when the request is destroyed first.
 */
function discardRest(req: Request, done: (ended: boolean) => void) {
  let settled = false;
  let received = 0;
  const settle = (ended: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    req.off("data", count);
    done(ended);
  };
  const count = (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received > DRAIN_LIMIT_BYTES) settle(false);
  };
  const timer = setTimeout(() => settle(false), DRAIN_LIMIT_MS);
  req.on("data", count);
  req.once("end", () => settle(true));
  req.once("close", () => settle(false));
  req.resume();
}

/** A path whose percent-encoding does not decode (`/%zz`, `/%ff%fe`) names nothing: 400 for pages and API alike. */
export function decodablePath(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path);
  } catch {
    return refuse(req, res, 400, "Bad address", "This address is not valid. Check the link and try again.");
  }
  next();
}

/**
 * A `.data` read is Remix's single fetch of a page's loaders. Resource routes (the API, /resources/, stored files)
 * have none to give: through it the live-event stream never answered at all, so such a read is 404.
 */
export function noDataReadsOfResources(req: Request, res: Response, next: NextFunction) {
  const resource = /^\/(api|resources|uploads)\//.test(req.path);
  if (!resource || !req.path.endsWith(".data") || isWrite(req)) return next();
  refuse(req, res, 404, "Not found", "There is nothing at this address.");
}

/**
 * State-changing requests come from this site only (session cookies are SameSite=Lax as a second line): a foreign
 * or opaque (`null`, a sandboxed page or a data: URL) Origin is refused; without Origin, the browser's
 * Sec-Fetch-Site decides (another site, even a sibling subdomain, is refused; the same origin, a typed address and
 * clients that send neither header pass).
 */
export function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req)) return next();
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  // Remix compares Origin with X-Forwarded-Host when there is one, and throws on a mismatch: both must match.
  const forwardedHost = req.get("x-forwarded-host")?.split(",")[0].trim();
  const allowed =
    origin === undefined
      ? fetchSite !== "cross-site" && fetchSite !== "same-site"
      : originHost(origin) === req.get("host") && (!forwardedHost || forwardedHost === req.get("host"));
  if (allowed) return next();
  refuse(req, res, 403, "Request refused", "This request came from another site and was refused.");
}

function originHost(origin: string): string | null {
  try {
    return origin === "null" ? null : new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * What a write may send. An /api write with a body sends JSON (`Content-Type: application/json`), which no page of
 * another site can make a browser send without asking (a form sends urlencoded, multipart or text/plain); an /api
 * write with no body needs no content type. A page's action reads a form, even an empty one: urlencoded. Multipart
 * goes only to the upload routes, whose readers answer a broken one with 400. Anything else is 415 before it
 * reaches the app.
 */
export function bodyContentTypes(req: Request, res: Response, next: NextFunction) {
  if (!isWrite(req) || (isApi(req) && !hasBody(req))) return next();
  const accepted = [isApi(req) ? "application/json" : "application/x-www-form-urlencoded"];
  if (isUploadPath(req.path)) accepted.push("multipart/form-data");
  if (req.is(accepted)) return next();
  refuse(req, res, 415, "Unsupported content type", `Send the request body as ${accepted.join(" or ")}.`);
}

/**
 * Bodies are streamed to Remix unparsed, so they are capped here by their declared length: 50 MB for a signed-in
 * user's multipart upload, 8 MB for the data-URL image calls, 1 MB for everything else. The session is looked up
 * only for a multipart body over 1 MB to an upload route, and must be a live one (`isSignedIn`, from the app: a
 * forged cookie fails its signature).
 */
export function bodyLimits(isSignedIn: (cookie: string) => Promise<boolean>) {
  return (req: Request, res: Response, next: NextFunction) =>
    void checkBodyLimit(req, res, next, isSignedIn).catch(next);
}

async function checkBodyLimit(
  req: Request,
  res: Response,
  next: NextFunction,
  isSignedIn: (cookie: string) => Promise<boolean>,
) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = req.get("content-length");
  if (declared === undefined) {
    if (!req.get("transfer-encoding")) return next();
    return refuse(req, res, 411, "Length required", "A Content-Length header is required.");
  }
  const size = Number(declared);
  if (size <= BODY_LIMIT_BYTES) return next();
  const limit = await limitFor(req, isSignedIn);
  if (size <= limit) return next();
  const text =
    limit === PLAN_UPLOAD_LIMIT_BYTES
      ? PLAN_UPLOAD_TOO_LARGE
      : `Request body is too large (limit ${Math.round(limit / MB)} MB). Go back and send fewer or smaller files.`;
  refuse(req, res, 413, "Too large", text);
}

async function limitFor(req: Request, isSignedIn: (cookie: string) => Promise<boolean>): Promise<number> {
  if (DATA_URL_PATHS.has(req.path) && req.is("application/json")) return DATA_URL_LIMIT_BYTES;
  if (!req.is("multipart/form-data") || !isUploadPath(req.path)) return BODY_LIMIT_BYTES;
  const cookie = req.get("cookie");
  if (!cookie || !(await isSignedIn(cookie))) return BODY_LIMIT_BYTES;
  return isPlanUploadPath(req.path) ? PLAN_UPLOAD_LIMIT_BYTES : UPLOAD_LIMIT_BYTES;
}
