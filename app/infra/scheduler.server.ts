/**
 * A small in-process scheduler for daily and weekly jobs. Each job has a row in job_runs; a process runs a due job
 * only after taking its lease in one UPDATE, so with several processes (or two started at once) each run happens
 * once. A crashed run's lease expires and the next tick runs it again.
 */
import crypto from "node:crypto";
import os from "node:os";

import { and, eq, isNull, lte, or } from "drizzle-orm";

import { jobRuns } from "../../db/schema";
import { now } from "~/infra/clock.server";
import { db, changedRows } from "~/infra/db.server";

export type Job = {
  name: string;
  /** When the job runs next, after a run that finished at `after`. */
  nextRun: (after: Date) => Date;
  /** Does the work; returns what it did, for admins ("12 alerts"). */
  run: () => Promise<string> | string;
};

const LEASE_MS = 10 * 60 * 1000;
const TICK_MS = 60 * 1000;
const HOUR = 14; // 14:00 UTC: morning across the US.

/** The next 14:00 UTC after `after`. */
export function daily(after: Date): Date {
  const next = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), HOUR));
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The next Monday 14:00 UTC after `after`. */
export function weekly(after: Date): Date {
  const next = daily(after);
  while (next.getUTCDay() !== 1) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

const processId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;

/** Runs every due job whose lease this process gets (a new job is due at once). */
export async function runDueJobs(jobs: Job[], owner = processId) {
  for (const job of jobs) {
    const at = now();
    await db.insert(jobRuns).values({ name: job.name, nextRunAt: at }).onConflictDoNothing();
    const leased = await changedRows(
      db
        .update(jobRuns)
        .set({ leaseOwner: owner, leaseUntil: new Date(at.getTime() + LEASE_MS), lastStartedAt: at })
        .where(
          and(
            eq(jobRuns.name, job.name),
            lte(jobRuns.nextRunAt, at),
            or(isNull(jobRuns.leaseUntil), lte(jobRuns.leaseUntil, at)),
          ),
        ),
    );
    if (!leased) continue;
    let status: "ok" | "failed" = "ok";
    let result: string;
    try {
      result = await job.run();
    } catch (error) {
      status = "failed";
      result = error instanceof Error ? error.message : String(error);
      console.error(`job ${job.name} failed`, error);
    }
    const finished = now();
    await db
      .update(jobRuns)
      .set({
        leaseOwner: null,
        leaseUntil: null,
        lastFinishedAt: finished,
        lastStatus: status,
        lastResult: result.slice(0, 500),
        // A failed run is tried again in an hour rather than a day later.
        nextRunAt: status === "ok" ? job.nextRun(finished) : new Date(finished.getTime() + 60 * 60 * 1000),
      })
      .where(and(eq(jobRuns.name, job.name), eq(jobRuns.leaseOwner, owner)));
  }
}

export type JobRun = {
  name: string;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_status: "ok" | "failed" | null;
  last_result: string | null;
  running: boolean;
};

export async function listJobRuns(): Promise<JobRun[]> {
  const at = now();
  return (await db.select().from(jobRuns).orderBy(jobRuns.name)).map((r) => ({
    name: r.name,
    next_run_at: r.nextRunAt.toISOString(),
    last_started_at: r.lastStartedAt?.toISOString() ?? null,
    last_finished_at: r.lastFinishedAt?.toISOString() ?? null,
    last_status: r.lastStatus,
    last_result: r.lastResult,
    running: r.leaseUntil !== null && r.leaseUntil > at,
  }));
}

let timer: ReturnType<typeof setInterval> | undefined;

export function startScheduler(jobs: Job[]) {
  if (timer) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runDueJobs(jobs)
      .catch((error) => console.error("scheduler: tick failed", error))
      .finally(() => (running = false));
  };
  timer = setInterval(tick, TICK_MS);
  timer.unref();
  tick();
}

export function stopScheduler() {
  clearInterval(timer);
  timer = undefined;
}
