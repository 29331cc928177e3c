import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";

import { databasePath, openDatabase } from "../../db/client";
import { dataDirectoryFor } from "../../db/location";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-client-"));
const file = path.join(dir, "two.db");
const server = openDatabase(file);
const other = openDatabase(file);
afterAll(() => {
  server.$client.close();
  other.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a transaction holds the write lock from its start, so another process cannot commit under its reads", async () => {
  await server.run(sql`CREATE TABLE counters (n INTEGER)`);
  await server.run(sql`INSERT INTO counters VALUES (0)`);
  other.$client.pragma("busy_timeout = 0");

  await server.transaction(async (tx) => {
    const { n } = await tx.get<{ n: number }>(sql`SELECT n FROM counters`);
    // A second worker or a CLI writing now must wait for this transaction (here it gives up at once)…
    const blocked = await (async () => {
      try {
        await other.run(sql`UPDATE counters SET n = 100`);
      } catch (error) {
        return (error as { cause?: { code?: string } }).cause?.code;
      }
    })();
    expect(blocked).toBe("SQLITE_BUSY");
    // …so the write that follows the read succeeds; a deferred transaction would fail here with SQLITE_BUSY.
    await tx.run(sql`UPDATE counters SET n = ${n + 1}`);
  });

  expect((await other.get<{ n: number }>(sql`SELECT n FROM counters`)).n).toBe(1);
});

test("a postgres:// DATABASE_URL is never taken as a SQLite file name", () => {
  expect(() => databasePath("postgres://app@127.0.0.1/tradelink")).toThrow(/names a PostgreSQL database/);
  expect(() => databasePath("postgresql://app@db/tradelink")).toThrow(/PostgreSQL/);
  expect(databasePath("file:data/x.db")).toBe(path.resolve("data/x.db"));
  // Its files (uploads, outbox, secret) have a place all the same: data/, or DATA_DIR.
  vi.stubEnv("DATA_DIR", "");
  expect(dataDirectoryFor("postgres://app@127.0.0.1/tradelink")).toBe(path.resolve("data"));
  expect(dataDirectoryFor("/srv/tradelink/app.db")).toBe("/srv/tradelink");
  vi.stubEnv("DATA_DIR", "/srv/files");
  expect(dataDirectoryFor("postgres://app@127.0.0.1/tradelink")).toBe("/srv/files");
  vi.unstubAllEnvs();
});
