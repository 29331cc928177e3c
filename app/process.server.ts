/**
 * What the server process (server.ts, server/*.ts) needs of the app. The server reaches the app only through the
 * Remix build, where the server entry exports this module as `processHooks`: every app module, and the state it
 * holds (the database connections, the live-event bus, the request cache, the outbox worker, the scheduler), is
 * loaded once per process. See docs/decisions/012-one-load-of-the-app.md.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";

import { closeDatabases, getDb } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { databaseLabel } from "../db/url";
import { deleteExpiredSessions } from "~/domain/accounts.server";
import { SCHEDULED_JOBS } from "~/domain/jobs.server";
import { serveResumableUpload } from "~/domain/plan-uploads.server";
import { queueHealth, startOutboxWorker, stopOutboxWorker } from "~/domain/outbox.server";
import { startPreviewWorker, stopPreviewWorker } from "~/domain/plan-previews.server";
import { closeAllStreams, hearOtherProcesses, relayLiveEventsBetweenWorkers } from "~/infra/events.server";
import { purgeExpiredKeys } from "~/infra/idempotency.server";
import { warmMaps } from "~/infra/maps.server";
import { sharedRateLimits, sharedRateLimitsReady } from "~/infra/rate-limit.server";
import { runWithRequestCache } from "~/infra/request-cache.server";
import { startScheduler, stopScheduler } from "~/infra/scheduler.server";
import { pingDatabase } from "~/infra/db.server";
import { getSessionSecret } from "~/infra/secret.server";
import { getCurrentUser } from "~/utils/session.server";

export {
  closeDatabases,
  databaseLabel,
  relayLiveEventsBetweenWorkers,
  runWithRequestCache,
  sharedRateLimits,
  sharedRateLimitsReady,
};

/** This module runs from build/index.js; the migrations stay in the sources beside it. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL("../db/migrations", import.meta.url));
const POSTGRES_MIGRATIONS_FOLDER = fileURLToPath(new URL("../db/migrations-pg", import.meta.url));

/**
 * Migrations, expired sessions and idempotency keys, the session secret and demo data (unless SEED_DEMO=false),
 * before the first request. Returns the demo logins when it loaded the demo.
 */
export async function prepareDatabase() {
  await migrateDatabase(process.env.DATABASE_URL, { sqlite: MIGRATIONS_FOLDER, postgres: POSTGRES_MIGRATIONS_FOLDER });
  const db = getDb();
  await deleteExpiredSessions();
  await purgeExpiredKeys();
  // Idempotency keys live 24 hours; the window is checked on every claim, this keeps the table small.
  setInterval(purgeExpiredKeys, 60 * 60 * 1000).unref();
  getSessionSecret();
  if (process.env.SEED_DEMO === "false") return null;
  const { seedDemo } = await import("../seed/demo");
  return seedDemo(db);
}

let stopHearing: (() => Promise<void>) | undefined;

/**
 * Email, sheet previews and scheduled jobs run in every worker (outbox rows, document versions and job runs are
 * claimed in the database), and a worker hears the live events the other processes publish.
 */
export function startBackgroundWork() {
  stopHearing ??= hearOtherProcesses();
  // The map geometry takes ~150 ms to read once; do it now rather than in a user's first request with a map.
  setImmediate(warmMaps);
  startOutboxWorker();
  startPreviewWorker();
  startScheduler(SCHEDULED_JOBS);
}

/**
 * Ends the open streams and stops the jobs; resolves when an email being sent has gone and the preview renders in
 * progress were stopped (graceful shutdown).
 */
export async function stopBackgroundWork(): Promise<void> {
  const stoppedHearing = stopHearing?.();
  stopHearing = undefined;
  closeAllStreams();
  stopScheduler();
  await Promise.all([stoppedHearing, stopOutboxWorker(), stopPreviewWorker()]);
}

/** For /healthz: throws when the database does not answer. */
export async function health() {
  await pingDatabase();
  return { status: "ok", database: "ok", email_queue: await queueHealth() } as const;
}

/**
 * A request of the resumable uploader (/api/uploads/resumable, the tus protocol), served with the session's user:
 * mounted by server/http.ts before the body limits, since its PATCH bodies are the file's chunks.
 */
export async function handleResumableUpload(req: IncomingMessage, res: ServerResponse) {
  const cookie = req.headers.cookie ?? "";
  const current = await getCurrentUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  await serveResumableUpload(current.blockedMessage ? null : current.user, req, res);
}

/** Whether a request's cookie is a live session's (a forged one fails its signature). */
export async function isSignedIn(cookie: string): Promise<boolean> {
  const { user } = await getCurrentUser(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return user !== null;
}
