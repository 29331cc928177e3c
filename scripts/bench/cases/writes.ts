/**
 * What the safe-repeat check adds to a write: claiming a key and keeping the answer, against a table of 1M keys.
 * Each run is rolled back, so the cached database is never changed.
 */
import { setClockOffset } from "~/infra/clock.server";
import { claimKey, fingerprintOf } from "~/infra/idempotency.server";

import { rolledBack } from "../rolled-back";
import { benchCase, type BenchCase } from "../types";

let n = 0;

export const cases: BenchCase[] = [
  benchCase({
    name: "idempotency check on a write (claim + keep the answer)",
    targetMs: 1,
    inputs: (ctx) => ctx.busy.all.concat(ctx.quiet.all),
    run: (userId, ctx) =>
      rolledBack(ctx, async () => {
        const key = `bench-${process.pid}-${n++}`;
        const claim = await claimKey(`user:${userId}`, key, fingerprintOf(["POST", "/api/portfolio", key]));
        if (claim.outcome !== "run") throw new Error(`unexpected ${claim.outcome}`);
        await claim.complete(201, '{"id":1}');
      }),
  }),
  benchCase({
    name: "idempotency replay of a kept answer",
    targetMs: 1,
    inputs: (ctx) => {
      // The database was generated around a fixed day: read its keys as of then, inside their 24-hour window.
      const sqlite = ctx.db.$client;
      const newest = sqlite.prepare("SELECT max(created_at) AS at FROM idempotency_keys").get() as { at: number };
      setClockOffset(newest.at + 60_000 - Date.now());
      return sqlite
        .prepare("SELECT scope, key, fingerprint FROM idempotency_keys WHERE created_at > ? AND id % 997 = 7 LIMIT 200")
        .all(newest.at - 12 * 3_600_000) as { scope: string; key: string; fingerprint: string }[];
    },
    run: (row, ctx) =>
      rolledBack(ctx, async () => {
        const claim = await claimKey(row.scope, row.key, row.fingerprint);
        if (claim.outcome !== "replay") throw new Error(`unexpected ${claim.outcome}`);
      }),
  }),
];
