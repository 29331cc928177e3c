/**
 * The email outbox worker (what admins see of it is in admin.server). A due row is claimed in one UPDATE (state `sending`, its
 * next_attempt_at becomes the claim's expiry), so two processes never send the same row at once and a row whose
 * sender crashed is claimed again when the claim expires. A failed send is retried with backoff, 5 times, then kept
 * as failed.
 */
import { and, count, eq, inArray, lte, or, sql } from "drizzle-orm";

import { notifications, outbox, users } from "../../db/schema";
import { now } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { removeEmailFiles, sendEmail } from "~/infra/mailer.server";

/** The first try and 5 retries. */
export const MAX_SEND_ATTEMPTS = 6;
/** How long a claimed row may stay `sending` before another drain takes it over. */
const SEND_CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;
const TICK_MS = 5000;

/** Minutes to wait before retry `attempt` (1, 2, 4, 8, 16). */
function retryDelayMs(attempt: number): number {
  return 60_000 * 2 ** Math.max(0, attempt - 1);
}

type OutboxRow = typeof outbox.$inferSelect;

async function claimDue(): Promise<OutboxRow[]> {
  const at = now();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.state, ["pending", "sending"]), lte(outbox.nextAttemptAt, at)))
    .orderBy(outbox.nextAttemptAt)
    .limit(BATCH);
  return await db
    .update(outbox)
    .set({ state: "sending", nextAttemptAt: new Date(at.getTime() + SEND_CLAIM_MS) })
    .where(and(inArray(outbox.id, due), inArray(outbox.state, ["pending", "sending"]), lte(outbox.nextAttemptAt, at)))
    .returning();
}

/** Why a queued email should no longer go: its conversation was read meanwhile, or the account is not active. */
async function reasonToDrop(row: OutboxRow): Promise<string | null> {
  if (row.userId !== null) {
    const user = await first(
      db.select({ status: users.accountStatus }).from(users).where(eq(users.id, row.userId)).limit(1),
    );
    if (user?.status !== "active") return "The account is not active";
  }
  if (!row.groupKey || row.notificationId === null) return null;
  const n = await first(
    db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, row.notificationId))
      .limit(1),
  );
  return !n || n.readAt !== null ? "Read in the app before the email was due" : null;
}

async function deliver(row: OutboxRow) {
  const drop = await reasonToDrop(row);
  if (drop) {
    await db.update(outbox).set({ state: "skipped", lastError: drop }).where(eq(outbox.id, row.id));
    return;
  }
  try {
    await sendEmail({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
    });
    await db
      .update(outbox)
      .set({ state: "sent", sentAt: now(), attempts: row.attempts + 1, lastError: null })
      .where(eq(outbox.id, row.id));
  } catch (error) {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = attempts >= MAX_SEND_ATTEMPTS;
    await db
      .update(outbox)
      .set({
        state: gaveUp ? "failed" : "pending",
        attempts,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
      })
      .where(eq(outbox.id, row.id));
    console.warn(
      `email ${row.id} to ${row.toAddress}: attempt ${attempts} failed${gaveUp ? ", giving up" : ""}: ${message}`,
    );
  }
}

/** Sends every due email (batch after batch); returns how many rows it handled. */
export async function drainOutbox(): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await claimDue();
    if (rows.length === 0) return handled;
    for (const row of rows) await deliver(row);
    handled += rows.length;
  }
}

type Worker = { timer?: ReturnType<typeof setInterval>; running?: Promise<void>; again: boolean };
const worker: Worker = { again: false };

/** Drains now (soon after a write queued an email), if this process runs the worker; never throws. */
export function kickOutbox() {
  if (!worker.timer) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = drainOutbox()
    .then(() => undefined)
    .catch((error) => console.error("outbox: drain failed", error))
    .finally(() => {
      worker.running = undefined;
      if (worker.again) {
        worker.again = false;
        kickOutbox();
      }
    });
}

/** Starts the worker: a drain every few seconds, and on each kick. */
export function startOutboxWorker() {
  worker.timer ??= setInterval(kickOutbox, TICK_MS);
  worker.timer.unref();
  kickOutbox();
}

/** Stops the timer; resolves when a send in progress has finished (graceful shutdown). */
export async function stopOutboxWorker() {
  clearInterval(worker.timer);
  worker.timer = undefined;
  worker.again = false;
  await worker.running;
}

/** For /healthz: emails waiting, given up on, and how late the most overdue one is. */
export async function queueHealth() {
  const waiting = await first(
    db
      .select({ n: count(), oldest: sql<number | null>`min(${outbox.nextAttemptAt})` })
      .from(outbox)
      .where(eq(outbox.state, "pending"))
      .limit(1),
  );
  const failed =
    (await first(db.select({ n: count() }).from(outbox).where(eq(outbox.state, "failed")).limit(1)))?.n ?? 0;
  const overdue = waiting?.oldest ? Math.max(0, Math.round((now().getTime() - waiting.oldest) / 1000)) : 0;
  return { pending: waiting?.n ?? 0, failed, overdue_seconds: overdue };
}

/** Sent and skipped emails older than 90 days are removed by the daily clean-up, with their .eml copies. */
export async function purgeOldEmails(olderThan: Date): Promise<number> {
  const ids = (
    await db
      .delete(outbox)
      .where(and(or(eq(outbox.state, "sent"), eq(outbox.state, "skipped")), lte(outbox.createdAt, olderThan)))
      .returning({ id: outbox.id })
  ).map((r) => r.id);
  removeEmailFiles(ids);
  return ids.length;
}
