/**
 * The store behind safe repeats (docs/decisions/006-safe-repeats.md): a write that carries a key claims the row
 * (scope, key) before it runs; its first successful answer is kept for 24 hours and replayed for a repeat. Used by
 * the /api wrapper (`Idempotency-Key`) and the page form action (a one-time token per rendered form).
 */
import crypto from "node:crypto";

import { and, eq, like, lt, sql } from "drizzle-orm";

import { idempotencyKeys } from "../../db/schema";
import { now } from "~/infra/clock.server";
import { db, prepared, first, changedRows, transaction, containsSql } from "~/infra/db.server";

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Answers bigger than this are not kept (the table must not grow without bound); a repeat gets a short notice. */
const MAX_STORED_RESPONSE = 64 * 1024;
/** A claim still running after this long belongs to a request that died with its process. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;

export type Claim =
  | { outcome: "run"; complete(status: number, response: string | null): Promise<void>; release(): Promise<void> }
  | { outcome: "replay"; status: number; response: string | null }
  | { outcome: "mismatch" }
  | { outcome: "in_flight" };

export function fingerprintOf(parts: (string | Uint8Array)[]): string {
  const hash = crypto.createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("base64url");
}

// Every keyed write runs these: built and compiled once (building the query cost more than running it).
const byScopeAndKey = and(
  eq(idempotencyKeys.scope, sql.placeholder("scope")),
  eq(idempotencyKeys.key, sql.placeholder("key")),
);
const keyRow = prepared(() => db.select().from(idempotencyKeys).where(byScopeAndKey).prepare());
const insertKey = prepared(() =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder("scope"),
      key: sql.placeholder("key"),
      fingerprint: sql.placeholder("fingerprint"),
      createdAt: sql.placeholder("at"),
    })
    .prepare(),
);
const keepAnswer = prepared(() =>
  db
    .update(idempotencyKeys)
    .set({ state: "done", status: sql`${sql.placeholder("status")}`, response: sql`${sql.placeholder("response")}` })
    .where(byScopeAndKey)
    .prepare(),
);
const deleteKey = prepared(() => db.delete(idempotencyKeys).where(byScopeAndKey).prepare());

/**
 * Claims (scope, key) for a request with this fingerprint, or says why not: the same request already answered
 * (replay), another request used the key (mismatch), or the first is still running (in flight). The check and the
 * insert run in one immediate transaction, so two processes racing on a key never both get "run".
 */
export async function claimKey(scope: string, key: string, fingerprint: string): Promise<Claim> {
  const at = now();
  const outcome = await transaction(async (tx) => {
    const existing = await first(keyRow().execute({ scope, key }));
    if (existing) {
      const age = at.getTime() - existing.createdAt.getTime();
      const expired = age > IDEMPOTENCY_WINDOW_MS || (existing.state === "running" && age > ABANDONED_AFTER_MS);
      if (!expired) {
        if (existing.fingerprint !== fingerprint) return { outcome: "mismatch" } as const;
        if (existing.state === "running") return { outcome: "in_flight" } as const;
        return { outcome: "replay", status: existing.status ?? 200, response: existing.response } as const;
      }
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, existing.id));
    }
    await insertKey().execute({ scope, key, fingerprint, at });
    return { outcome: "run" } as const;
  });
  if (outcome.outcome !== "run") return outcome;
  return {
    outcome: "run",
    async complete(status, response) {
      const kept = response !== null && Buffer.byteLength(response) <= MAX_STORED_RESPONSE ? response : null;
      await keepAnswer().execute({ scope, key, status, response: kept });
    },
    async release() {
      await deleteKey().execute({ scope, key });
    },
  };
}

/**
 * Forgets the kept answers of signed-out writes that contain this text: a deleted account's email, in the answer to
 * its registration. Signed-in answers are scoped by user and go with the user's scope.
 */
export async function forgetSignedOutAnswersContaining(tx: Pick<typeof db, "delete">, text: string) {
  // As it appears inside a JSON answer.
  const inJson = JSON.stringify(text).slice(1, -1);
  await tx
    .delete(idempotencyKeys)
    .where(and(like(idempotencyKeys.scope, "anon:%"), containsSql(idempotencyKeys.response, inJson)));
}

/** Removes keys older than the 24-hour window (run by the server every hour). */
export async function purgeExpiredKeys(): Promise<number> {
  const cutoff = new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS);
  return await changedRows(db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)));
}
