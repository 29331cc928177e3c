import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";

import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The SQLite file named by DATABASE_URL (a `file:` prefix is accepted), default data/app.db. */
export function databasePath(url = process.env.DATABASE_URL): string {
  const raw = (url ?? "").trim().replace(/^file:(\/\/)?/, "") || "data/app.db";
  return path.resolve(raw);
}

const STATEMENT_CACHE_SIZE = 1000;
/**
 * SQLite's default page cache is 2 MB: on a large database the R*Tree, profile and index pages a match list reads
 * fall out of it between views. 64 MiB of heap per connection at most (one connection per file and process); the
 * memory map lets reads of the first 1 GiB come straight from the OS page cache (address space, not heap: the OS may
 * drop those pages under pressure).
 */
const PAGE_CACHE_KIB = 64 * 1024;
const MMAP_BYTES = 1024 ** 3;

/**
 * Drizzle asks better-sqlite3 to prepare every query again on every call; compiling the SQL costs more than running
 * most of ours. Statements are kept by their SQL text and reused (they are synchronous, so never in use twice at
 * once); the one mode Drizzle switches on a statement, raw rows, is reset on reuse.
 */
function cacheStatements(sqlite: Database.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached) {
      if (cached.reader) cached.raw(false);
      return cached;
    }
    const statement = prepare(source);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

export function openDatabase(file = databasePath()): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // First, so that the pragmas below wait for another process's lock instead of failing at once.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  cacheStatements(sqlite);
  const db = drizzle(sqlite, { schema }) as DB;
  // Transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred one that reads, then writes after
  // another process (a second worker, a CLI) committed, fails at once with SQLITE_BUSY: busy_timeout cannot help it.
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => transaction(run, { behavior: "immediate", ...config })) as typeof db.transaction;
  return db;
}

/** One connection per file in this process. */
const connections = new Map<string, DB>();

export function getDb(file = databasePath()): DB {
  let db = connections.get(file);
  if (!db) {
    db = openDatabase(file);
    connections.set(file, db);
  }
  return db;
}

export function closeDatabases() {
  for (const db of connections.values()) {
    if (db.$client.open) db.$client.close();
  }
  connections.clear();
}
