/**
 * The sheet preview job: renders the pages of plan room files (PDFs, and photos as one sheet) to images, in the
 * background, never in a request. A version waiting ('pending') is claimed in one UPDATE with a lease, like the
 * outbox's rows: two processes never render the same version, and a version whose process died ('rendering' with
 * its lease run out) is claimed again. Each file renders in a child process (infra/pdf-render), one per spare core
 * of this worker process, and reports its progress ("Preparing previews: 34 of 120") as pages finish.
 */
import fs from "node:fs";

import { and, eq, inArray, lt, or } from "drizzle-orm";

import { documentVersions } from "../../db/schema";
import { now } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { DEFAULT_RENDER_LIMITS, renderSheets, type RenderLimits, type RenderMessage } from "~/infra/pdf-render.server";
import { planPreviewDir } from "~/infra/plan-files.server";
import { spareCoresPerWorker } from "~/infra/uploads.server";

/** The files the job renders; other types (spreadsheets, HEIC) are for download only. */
const PREVIEWED_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
/** A claim outlives the longest render the limits allow, so a live process never loses its version. */
const LEASE_MARGIN_MS = 60_000;
const TICK_MS = 5000;

type Claimed = { id: number; fileKey: string; contentType: string };

function waitingOrAbandoned(at: Date) {
  return or(
    eq(documentVersions.previewState, "pending"),
    and(eq(documentVersions.previewState, "rendering"), lt(documentVersions.previewLeaseUntil, at)),
  );
}

async function claimNext(limits: RenderLimits): Promise<Claimed | undefined> {
  const at = now();
  const next = db
    .select({ id: documentVersions.id })
    .from(documentVersions)
    .where(waitingOrAbandoned(at))
    .orderBy(documentVersions.id)
    .limit(1);
  return (
    await db
      .update(documentVersions)
      .set({
        previewState: "rendering",
        previewsDone: 0,
        previewError: null,
        previewLeaseUntil: new Date(at.getTime() + limits.documentTimeoutMs + LEASE_MARGIN_MS),
      })
      .where(and(inArray(documentVersions.id, next), waitingOrAbandoned(at)))
      .returning({
        id: documentVersions.id,
        fileKey: documentVersions.fileKey,
        contentType: documentVersions.contentType,
      })
  )[0];
}

async function updateRendering(id: number, values: Partial<typeof documentVersions.$inferInsert>) {
  await db
    .update(documentVersions)
    .set(values)
    .where(and(eq(documentVersions.id, id), eq(documentVersions.previewState, "rendering")));
}

function progressOf(id: number, limits: RenderLimits) {
  return async (message: RenderMessage) => {
    if (message.type === "pages") {
      const note =
        message.total > message.count
          ? `Previews show the first ${message.count} of ${message.total} pages; download the file for the rest.`
          : null;
      await updateRendering(id, { pageCount: message.total, previewError: note });
    }
    if (message.type === "page") await updateRendering(id, { previewsDone: Math.min(message.sheet, limits.maxPages) });
  };
}

async function renderVersion(version: Claimed, limits: RenderLimits, signal?: AbortSignal) {
  if (!(PREVIEWED_TYPES as readonly string[]).includes(version.contentType)) {
    await updateRendering(version.id, { previewState: "none", previewLeaseUntil: null });
    return;
  }
  const result = await renderSheets(version, limits, progressOf(version.id, limits), signal);
  if (result.ok) {
    await updateRendering(version.id, {
      previewState: "ready",
      sheetLabels: result.labels ? JSON.stringify(result.labels) : null,
      previewLeaseUntil: null,
    });
    return;
  }
  await fs.promises.rm(planPreviewDir(version.fileKey), { recursive: true, force: true });
  if (result.stopped) {
    await updateRendering(version.id, { previewState: "pending", previewsDone: 0, previewLeaseUntil: null });
    return;
  }
  console.warn(`previews of document version ${version.id} failed: ${result.message}`);
  await updateRendering(version.id, { previewState: "failed", previewError: result.message, previewLeaseUntil: null });
}

/** Renders versions one after another until none waits; returns how many it took. */
async function drain(limits: RenderLimits, signal?: AbortSignal): Promise<number> {
  let handled = 0;
  for (
    let version = await claimNext(limits);
    version;
    version = signal?.aborted ? undefined : await claimNext(limits)
  ) {
    await renderVersion(version, limits, signal);
    handled += 1;
  }
  return handled;
}

/**
 * Renders every waiting version now, one per spare core, and resolves when the queue is empty: for tests and the
 * seed (the server's worker does the same in the background). `limits` narrows the bounds (a test's time limit).
 */
export async function renderPendingPreviews(limits: Partial<RenderLimits> = {}): Promise<number> {
  const bounds = { ...DEFAULT_RENDER_LIMITS, ...limits };
  const counts = await Promise.all(Array.from({ length: spareCoresPerWorker() }, () => drain(bounds)));
  return counts.reduce((a, b) => a + b, 0);
}

type Worker = { timer?: ReturnType<typeof setInterval>; running: Set<Promise<number>>; stop?: AbortController };
const worker: Worker = { running: new Set() };

/** Starts rendering now (after an upload queued a version), if this process runs the worker and has a core free. */
export function kickPreviews() {
  if (!worker.timer || !worker.stop || worker.running.size >= spareCoresPerWorker()) return;
  const run = drain(DEFAULT_RENDER_LIMITS, worker.stop.signal)
    .catch((error) => {
      console.error("previews: drain failed", error);
      return 0;
    })
    .finally(() => worker.running.delete(run));
  worker.running.add(run);
}

/** A look for waiting versions every few seconds (a version queued by another process, or given up by a dead one). */
export function startPreviewWorker() {
  worker.stop ??= new AbortController();
  worker.timer ??= setInterval(kickPreviews, TICK_MS);
  worker.timer.unref();
  kickPreviews();
}

/** Stops the job: renders in progress are killed and their versions wait for the next start. */
export async function stopPreviewWorker() {
  clearInterval(worker.timer);
  worker.timer = undefined;
  worker.stop?.abort();
  worker.stop = undefined;
  await Promise.all(worker.running);
}
