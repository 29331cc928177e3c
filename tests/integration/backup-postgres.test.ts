/**
 * db:backup and db:restore with a postgres:// DATABASE_URL (issue 32): pg_dump of one snapshot with the data
 * directory's files, restored by pg_restore into another database. Skipped without PostgreSQL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { databasePath, openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { migratePostgres } from "../../db/migrate-pg";
import { backup, restore } from "~/infra/backup.server";
import { copySqliteToPostgres } from "~/infra/db-copy.server";
import { canRunPostgres, testPostgres, type TestPostgres } from "../helpers/postgres";
import { onPostgresSuite } from "../setup/postgres-suite";
import { contractorAt, tradeProjectAt } from "../helpers/world";

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

describe.skipIf(!canRunPostgres)("db:backup and db:restore on PostgreSQL", () => {
  let server: TestPostgres;
  let live: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pg-backup-"));
  const liveData = path.join(work, "live-data");
  const backupDir = path.join(work, "backup");

  beforeAll(async () => {
    const gc = await contractorAt("85004", ["Roofing"]);
    await tradeProjectAt(gc, "Roofing", "85004", { title: "Reroof the warehouse" });
    server = await testPostgres();
    if (onPostgresSuite) {
      // The suite runs on PostgreSQL: the app's own database is the live one.
      live = process.env.DATABASE_URL!;
    } else {
      live = await server.createDatabase("backup_live");
      await migratePostgres(live);
      await copySqliteToPostgres(databasePath(), live);
    }
    fs.mkdirSync(path.join(liveData, "uploads", "ab"), { recursive: true });
    fs.writeFileSync(path.join(liveData, "uploads", "ab", "abcdef.png"), "a stored file");
    fs.writeFileSync(path.join(liveData, ".session-secret"), "the-secret");
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  test("a backup restores into another database with every row, the search working, and the files", async () => {
    const manifest = await backup(live, backupDir, liveData);
    expect(manifest.database).toBe("app.pgdump");
    expect(manifest.users).toBe(await count(live, "users"));
    expect(fs.readFileSync(path.join(backupDir, "uploads", "ab", "abcdef.png"), "utf8")).toBe("a stored file");

    const restored = await server.createDatabase("backup_restored");
    const restoredData = path.join(work, "restored-data");
    await restore(backupDir, restored, { dataDir: restoredData });
    for (const table of ["users", "projects", "gc_profiles", "change_counters"]) {
      expect(await count(restored, table), table).toBe(await count(live, table));
    }
    const client = new pg.Client({ connectionString: restored });
    await client.connect();
    try {
      const { rows } = await client.query(
        "SELECT title FROM projects WHERE search_vector @@ plainto_tsquery('english', 'warehouse')",
      );
      expect(rows).toEqual([{ title: "Reroof the warehouse" }]);
    } finally {
      await client.end();
    }
    expect(fs.readFileSync(path.join(restoredData, "uploads", "ab", "abcdef.png"), "utf8")).toBe("a stored file");
    expect(fs.readFileSync(path.join(restoredData, ".session-secret"), "utf8")).toBe("the-secret");
  });

  test("a database with data is replaced only with force; a SQLite backup is refused", async () => {
    const target = await server.createDatabase("backup_target");
    await migratePostgres(target);
    if (onPostgresSuite) await restore(backupDir, target, { dataDir: path.join(work, "first-restore") });
    else await copySqliteToPostgres(databasePath(), target);
    const dataDir = path.join(work, "target-data");
    await expect(restore(backupDir, target, { dataDir })).rejects.toThrow(/has data/);
    await restore(backupDir, target, { force: true, dataDir });
    expect(await count(target, "users")).toBe(await count(live, "users"));

    const sqliteBackup = path.join(work, "sqlite-backup");
    const sqliteFile = path.join(work, "app.db");
    const sqlite = openDatabase(sqliteFile);
    runMigrations(sqlite);
    sqlite.$client.close();
    await backup(sqliteFile, sqliteBackup, path.join(work, "sqlite-data"));
    await expect(restore(sqliteBackup, target, { force: true, dataDir })).rejects.toThrow(/db:copy/);
  });
});
