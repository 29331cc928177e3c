/**
 * The HTTP side of the server, loaded by server.ts in each worker (or in the only process): Express with the checks
 * of server/edge.ts (path, origin, body limits, content types), compression, helmet (CSP with nonce), rate limits,
 * static files, /healthz, the Remix handler and graceful shutdown.
 */
import cluster from "node:cluster";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { ClusterMemoryStoreWorker } from "@express-rate-limit/cluster-memory-store";
import { rateLimit, type Options as RateLimitOptions } from "express-rate-limit";
import helmet from "helmet";

import type { RequestState } from "../app/infra/request-cache.server";
import { BUILD_PATH, loadApp, type App } from "./app";
import {
  bodyContentTypes,
  bodyLimits,
  decodablePath,
  discardUnreadBody,
  noDataReadsOfResources,
  refuse,
  sameOriginWrites,
} from "./edge";
import { clientKey } from "./rate-limit-key";

installGlobals({ nativeFetch: true });

const MODE = process.env.NODE_ENV === "development" ? "development" : "production";
const PORT = Number(process.env.PORT) || 3000;
/** The address to listen on (HOST=127.0.0.1: loopback only, for a node behind a proxy on the same machine); all by default. */
const HOST = process.env.HOST?.trim() || undefined;

/**
 * One JSON line per request: when, method, path (never the query: tokens live there), status, milliseconds, the
 * signed-in user's id, the worker. No bodies, no cookies, no addresses.
 */
function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const state = res.locals.requestState as RequestState | undefined;
    const line = {
      time: new Date().toISOString(),
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      user: state?.userId ?? null,
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  });
  next();
}

/**
 * A fresh CSP nonce (16 random bytes, base64) for each answer, cut from a buffer of the system's random bytes refilled
 * every 256 answers: one call to the generator per request was 2 % of a JSON read's CPU time.
 */
const NONCE_BYTES = 16;
const randomPool = Buffer.alloc(NONCE_BYTES * 256);
let randomPoolOffset = randomPool.length;
function cspNonce(): string {
  if (randomPoolOffset === randomPool.length) {
    crypto.randomFillSync(randomPool);
    randomPoolOffset = 0;
  }
  randomPoolOffset += NONCE_BYTES;
  return randomPool.toString("base64", randomPoolOffset - NONCE_BYTES, randomPoolOffset);
}

/**
 * The HTTP server of one process (each worker, or the only process), over the app loaded once (server/app.ts). The
 * database is ready when it is called.
 */
export async function serveHttp(loaded: App) {
  // In development a rebuild replaces it (see followRebuilds).
  let current = loaded;
  // A worker whose primary was killed can take no new connections and can no longer reach the shared rate-limit
  // counters: it leaves at once (Node exits it on the disconnect too; a write to the closed channel can come first).
  cluster.worker?.on("error", (error) => {
    console.error(`worker ${process.pid}: lost the primary process (${error.message}); exiting`);
    process.exit(1);
  });
  const app = express();
  app.disable("x-powered-by");
  // Unset: the client address is the socket's. TRUST_PROXY=1: one reverse proxy in front (X-Forwarded-For).
  const trustProxy = process.env.TRUST_PROXY?.trim();
  const behindProxy = Boolean(trustProxy && trustProxy !== "0" && trustProxy !== "false");
  app.set("trust proxy", behindProxy ? Number(trustProxy) || 1 : false);

  // From SIGTERM on (see shutdown below): /healthz says so, and each answer closes its connection, so the proxy
  // sends what comes next to another node.
  let draining = false;
  app.use((_req, res, next) => {
    if (draining) res.set("Connection", "close");
    next();
  });

  app.get("/healthz", async (_req, res) => {
    if (draining) return void res.status(503).set("Cache-Control", "no-store").json({ status: "draining" });
    try {
      res.set("Cache-Control", "no-store").json(await current.hooks.health());
    } catch (error) {
      console.error("healthz: database did not answer", error);
      res.status(503).json({ status: "error", message: "Database unavailable" });
    }
  });

  // Server-sent events must reach the browser as they are written, never held back to be compressed. An answer that
  // already has its encoding (a build file's copy compressed at build time) is left alone.
  app.use(
    compression({
      filter: (req, res) =>
        !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  // The build's files (named by their content, cached for good), ahead of the page middleware: as compressed at build
  // time (scripts/precompress-assets.ts), brotli first, with only the headers a script or stylesheet needs. A page's
  // policy headers (CSP and the rest, about 0.9 KB) mean nothing on them and cost a phone that much per file.
  // docs/decisions/025-precompressed-assets.md.
  app.use(
    "/build",
    decodablePath,
    expressStaticGzip("public/build", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        setHeaders: (res) => {
          res.setHeader("X-Content-Type-Options", "nosniff");
          res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
        },
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = cspNonce();
    next();
  });

  app.use(
    helmet({
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "same-origin" },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          connectSrc: MODE === "development" ? ["'self'", "ws:"] : ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );

  // The checks at the edge (server/edge.ts), in this order: the path, the origin, the size, the content type.
  app.use(discardUnreadBody, decodablePath, noDataReadsOfResources, sameOriginWrites);

  function tooManyRequests(req: Request, res: Response) {
    refuse(req, res, 429, "Too many attempts", "Too many attempts. Please wait a few minutes and try again.");
  }

  /**
   * One count per client across all nodes (in Redis) with REDIS_URL; else across the workers of this machine (the
   * primary keeps them) when there are several.
   */
  const sharedStore = (prefix: string): Partial<RateLimitOptions> =>
    current.hooks.sharedRateLimits(prefix) ??
    (cluster.isWorker ? { store: new ClusterMemoryStoreWorker({ prefix }) } : {});
  const limiterDefaults: Partial<RateLimitOptions> = {
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: tooManyRequests,
    keyGenerator: ({ ip }) => clientKey(ip),
    // A count that could not be kept (with several workers: the primary's answer came after a second, under heavy
    // load) lets the request through and is logged, rather than answering 500.
    passOnStoreError: true,
  };
  const limitFromEnv = (name: string, fallback: number) => Number(process.env[name]) || fallback;

  const AUTH_PATHS = new Set(["/auth", "/auth.data", "/api/login", "/api/register"]);
  /** Failed sign-ins and registrations (answers of 400 and up) per client every 15 minutes. */
  const authLimiter = rateLimit({
    ...limiterDefaults,
    ...sharedStore("auth"),
    windowMs: 15 * 60 * 1000,
    limit: limitFromEnv("RATE_LIMIT_AUTH_MAX", 20),
    skipSuccessfulRequests: true,
  });
  /** Public forms anyone can post (the contact form): a few per client every 10 minutes. */
  const PUBLIC_FORM_PATHS = new Set(["/contact", "/contact.data"]);
  const publicFormLimiter = rateLimit({
    ...limiterDefaults,
    ...sharedStore("publicForm"),
    windowMs: 10 * 60 * 1000,
    limit: limitFromEnv("RATE_LIMIT_PUBLIC_FORM_MAX", 10),
  });
  const writeLimiter = rateLimit({
    ...limiterDefaults,
    ...sharedStore("write"),
    windowMs: 60 * 1000,
    limit: limitFromEnv("RATE_LIMIT_WRITE_MAX", 100),
  });
  const generalLimiter = rateLimit({
    ...limiterDefaults,
    ...sharedStore("general"),
    windowMs: 60 * 1000,
    limit: limitFromEnv("RATE_LIMIT_GENERAL_MAX", 1000),
  });

  // The resumable uploader's PATCH bodies are a file's chunks (tus): past the origin check, before the body limits
  // and content types; the app checks the session, the plan room and the sizes. Starting an upload counts as a write;
  // its chunks (a 250 MB file is 250 of them) and offset checks count as reads.
  app.all(["/api/uploads/resumable", "/api/uploads/resumable/*"], (req, res, next) => {
    const limiter = req.method === "POST" ? writeLimiter : generalLimiter;
    void limiter(req, res, () => current.hooks.handleResumableUpload(req, res).catch(next));
  });
  app.use(
    bodyLimits((cookie) => current.hooks.isSignedIn(cookie)),
    bodyContentTypes,
  );

  app.use((req, res, next) => {
    if (req.path.startsWith("/build/") || req.path.startsWith("/favicon")) return next();
    if (req.method === "POST" && AUTH_PATHS.has(req.path))
      return authLimiter(req, res, () => writeLimiter(req, res, next));
    if (req.method === "POST" && PUBLIC_FORM_PATHS.has(req.path)) return publicFormLimiter(req, res, next);
    if (req.method !== "GET" && req.method !== "HEAD") return writeLimiter(req, res, next);
    return generalLimiter(req, res, next);
  });

  // The service worker: always checked for a new version, allowed to control the whole site.
  app.get("/sw.js", (_req, res) => {
    res.set({ "Service-Worker-Allowed": "/", "Cache-Control": "no-cache" });
    res.sendFile(path.resolve("public/sw.js"));
  });
  // Every file in public/ has an extension; other paths (every page) skip the file-system look-up.
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

  if (process.env.NODE_ENV !== "test") app.use(requestLog);

  const remixHandler = createRequestHandler({
    build: MODE === "development" ? async () => current.build : current.build,
    mode: MODE,
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientAddress: req.ip }),
  });
  app.all("*", (req, res, next) =>
    current.hooks.runWithRequestCache((state) => {
      res.locals.requestState = state;
      return remixHandler(req, res, next);
    }),
  );

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    // Express's own refusals (a parameter that does not decode, say) carry their 4xx status.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return refuse(req, res, status, "Bad request", "This request could not be read. Check it and try again.");
    }
    console.error(error);
    refuse(req, res, 500, "Something went wrong", "Something went wrong on our side. Please try again.");
  });

  // With REDIS_URL, the first request is counted too.
  await current.hooks.sharedRateLimitsReady();
  const onListening = () => {
    if (cluster.isPrimary)
      console.log(`Serving on http://${HOST ?? "localhost"}:${PORT} (database ${current.hooks.databaseLabel()})`);
    if (MODE === "development") void broadcastDevReady(current.build);
  };
  const server = HOST ? app.listen(PORT, HOST, onListening) : app.listen(PORT, onListening);
  // An idle connection stays open longer than a client or proxy keeps one (haproxy: 60 s), so they close it first:
  // with Node's 5 s a request sent on a reused connection as the server closed it failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  current.hooks.startBackgroundWork();
  if (MODE === "development") followRebuilds();

  /**
   * Development: each rebuild is a new copy of the app with its own state. The old copy's streams end (pages
   * reconnect to the new one), its jobs stop and its database connections close; the new copy's jobs start.
   */
  function followRebuilds() {
    let handover = Promise.resolve();
    fs.watch(path.dirname(BUILD_PATH), () => {
      handover = handover.then(async () => {
        const next = await loadApp();
        if (next.build === current.build) return;
        const previous = current;
        current = next;
        await previous.hooks.stopBackgroundWork();
        await previous.hooks.closeDatabases();
        current.hooks.startBackgroundWork();
        await broadcastDevReady(current.build);
      }, console.error);
    });
  }

  // ---- Graceful shutdown: drain, stop accepting, let in-flight requests finish, close the database, exit in 8 s ----
  /**
   * SHUTDOWN_DRAIN_MS: how long after the signal the server still takes new requests while /healthz answers 503, so
   * that a proxy's health check takes it out of rotation before it stops listening. Behind a proxy (TRUST_PROXY set)
   * 3 s by default, enough for a check every second that takes a node out after two failures; else 0. At most 5 s:
   * requests in flight then have 3 s left.
   */
  const drainSetting = process.env.SHUTDOWN_DRAIN_MS?.trim();
  const drainMs = Math.min(drainSetting ? Math.max(0, Number(drainSetting) || 0) : behindProxy ? 3000 : 0, 5000);
  function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    console.log(`${signal} received: draining for ${drainMs} ms, then finishing in-flight requests`);
    let closed = false;
    const exit = () => {
      if (closed) return;
      closed = true;
      // SQLite closes at once; a PostgreSQL pool's sockets close with the process.
      void current.hooks.closeDatabases();
      process.exit(0);
    };
    setTimeout(() => {
      // Open live streams end without a "closed" event: their pages reconnect, through the proxy, to another node.
      const backgroundStopped = current.hooks.stopBackgroundWork();
      server.close(() => void backgroundStopped.finally(exit));
      server.closeIdleConnections();
      // A stream's connection becomes idle only once its end is written.
      setImmediate(() => server.closeIdleConnections());
    }, drainMs);
    setTimeout(() => {
      server.closeAllConnections();
      exit();
    }, 8000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
