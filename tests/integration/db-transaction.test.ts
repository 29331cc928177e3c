import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { sql } from "drizzle-orm";
import { afterAll, beforeEach, expect, test } from "vitest";

import { openDatabase } from "../../db/client";

// One connection, as the server has: the transaction gate in db/client.ts is what these tests prove.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-transaction-"));
const db = openDatabase(path.join(dir, "gate.db"));
afterAll(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.run(sql`DROP TABLE IF EXISTS steps`);
  await db.run(sql`CREATE TABLE steps (id INTEGER PRIMARY KEY, who TEXT NOT NULL, step INTEGER NOT NULL)`);
});

async function steps() {
  const rows = await db.all<{ who: string; step: number }>(sql`SELECT who, step FROM steps ORDER BY id`);
  return rows.map((r) => `${r.who}${r.step}`);
}

function write(who: string, step: number) {
  return db.run(sql`INSERT INTO steps (who, step) VALUES (${who}, ${step})`);
}

test("two transactions that await real I/O between their statements do not interleave, and other statements wait", async () => {
  const seen: string[] = [];
  const body = (who: string) =>
    db.transaction(async (tx) => {
      for (const step of [1, 2, 3]) {
        await tx.run(sql`INSERT INTO steps (who, step) VALUES (${who}, ${step})`);
        // What another request inside the same transaction would see: only its own writes.
        const others = await tx.all<{ n: number }>(sql`SELECT count(*) AS n FROM steps WHERE who != ${who}`);
        seen.push(`${who}${step}:${others[0].n}`);
        await sleep(15);
      }
      return who;
    });

  const a = body("a");
  const b = body("b");
  // A statement outside any transaction, started while "a" sleeps with its transaction open: it waits for the end.
  await sleep(5);
  const outside = write("c", 1);

  expect(await Promise.all([a, b, outside.then(() => "c")])).toEqual(["a", "b", "c"]);
  const order = await steps();
  // Each transaction's statements are contiguous: nothing ran inside "a" or "b" but their own.
  const a1 = order.indexOf("a1");
  expect(order.slice(a1, a1 + 3)).toEqual(["a1", "a2", "a3"]);
  const b1 = order.indexOf("b1");
  expect(order.slice(b1, b1 + 3)).toEqual(["b1", "b2", "b3"]);
  expect(order.indexOf("c1")).toBeGreaterThan(a1 + 2);
  expect(order).toHaveLength(7);
  // "a" began first and saw nothing of "b" or "c".
  expect(seen.slice(0, 3)).toEqual(["a1:0", "a2:0", "a3:0"]);
});

test("a throw rolls the transaction back, and the next one runs", async () => {
  await expect(
    db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO steps (who, step) VALUES ('x', 1)`);
      await sleep(5);
      throw new Error("refused");
    }),
  ).rejects.toThrow("refused");
  expect(await steps()).toEqual([]);

  await db.transaction(async (tx) => {
    await tx.run(sql`INSERT INTO steps (who, step) VALUES ('y', 1)`);
  });
  expect(await steps()).toEqual(["y1"]);
});

test("a transaction begun inside an open one is a savepoint: its throw undoes only its own writes", async () => {
  await db.transaction(async (tx) => {
    await tx.run(sql`INSERT INTO steps (who, step) VALUES ('outer', 1)`);
    // A domain function that opens its own transaction, called from inside another (with `db`, not `tx`).
    await expect(
      db.transaction(async (inner) => {
        await inner.run(sql`INSERT INTO steps (who, step) VALUES ('inner', 1)`);
        throw new Error("inner refused");
      }),
    ).rejects.toThrow("inner refused");
    await db.transaction(async (inner) => {
      await inner.run(sql`INSERT INTO steps (who, step) VALUES ('inner', 2)`);
    });
    await tx.run(sql`INSERT INTO steps (who, step) VALUES ('outer', 2)`);
  });
  expect(await steps()).toEqual(["outer1", "inner2", "outer2"]);
});

test("an outer throw rolls back the savepoints it released", async () => {
  await expect(
    db.transaction(async () => {
      await db.transaction(async (inner) => {
        await inner.run(sql`INSERT INTO steps (who, step) VALUES ('inner', 1)`);
      });
      throw new Error("outer refused");
    }),
  ).rejects.toThrow("outer refused");
  expect(await steps()).toEqual([]);
});

test("a failing statement rejects without stopping the statements queued behind the transaction", async () => {
  const failing = db.transaction(async (tx) => {
    await sleep(10);
    await tx.run(sql`INSERT INTO no_such_table VALUES (1)`);
  });
  const after = write("z", 1);
  await expect(failing).rejects.toThrow();
  await after;
  expect(await steps()).toEqual(["z1"]);
});
