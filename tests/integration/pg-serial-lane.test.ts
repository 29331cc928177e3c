/**
 * On PostgreSQL a transaction is SERIALIZABLE and runs again when it loses a race; from its third attempt it waits in
 * the serial lane, one at a time across processes by an advisory lock (db/client.ts). Two handles on one database
 * stand for two nodes of a cluster.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Pool } from "pg";
import { afterAll, describe, expect, test } from "vitest";

import { loadPostgresDriver, openPostgres } from "../../db/client";
import { onPostgresSuite } from "../setup/postgres-suite";

/** What the test needs of a PostgreSQL handle (typed as the SQLite one elsewhere). */
type PgHandle = {
  transaction<T>(
    run: (tx: { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> }) => Promise<T>,
  ): Promise<T>;
  $client: Pool;
};

describe.skipIf(!onPostgresSuite)("transactions that keep losing a race, on PostgreSQL", () => {
  const nodes: PgHandle[] = [];
  afterAll(async () => {
    for (const node of nodes) await node.$client.end();
  });

  test("two nodes raising one counter at once: every raise commits exactly once, and the lane's lock is let go", async () => {
    await loadPostgresDriver();
    for (let i = 0; i < 2; i++) nodes.push(openPostgres(process.env.DATABASE_URL!) as unknown as PgHandle);
    await nodes[0].$client.query("CREATE TABLE lane_counter (id integer PRIMARY KEY, n integer NOT NULL)");
    await nodes[0].$client.query("INSERT INTO lane_counter VALUES (1, 0)");

    let attempts = 0;
    const raise = (node: PgHandle) =>
      node.transaction(async (tx) => {
        attempts += 1;
        const [{ n }] = (await tx.execute(sql`SELECT n FROM lane_counter WHERE id = 1`)).rows as { n: number }[];
        // Another raise reads the same value meanwhile: one of the two must lose and run again.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.execute(sql`UPDATE lane_counter SET n = ${n + 1} WHERE id = 1`);
      });
    const RAISES_PER_NODE = 15;
    await Promise.all(nodes.flatMap((node) => Array.from({ length: RAISES_PER_NODE }, () => raise(node))));

    const { rows } = await nodes[1].$client.query("SELECT n FROM lane_counter WHERE id = 1");
    expect(rows[0].n).toBe(2 * RAISES_PER_NODE);
    // They did collide, so some ran again (from the third attempt in the lane).
    expect(attempts).toBeGreaterThan(2 * RAISES_PER_NODE);
    // Advisory locks belong to a database; other test files run on databases of their own on the same server.
    const held = await nodes[1].$client.query(
      `SELECT count(*)::int AS n FROM pg_locks
       WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(held.rows[0].n).toBe(0);
  });
});
