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

export function openDatabase(file = databasePath()): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return drizzle(sqlite, { schema }) as DB;
}

// The Remix server bundle and server.ts each load this module; keep one connection per file for both.
const globalForDb = globalThis as unknown as { __dbConnections?: Map<string, DB> };

export function getDb(file = databasePath()): DB {
  globalForDb.__dbConnections ??= new Map();
  let db = globalForDb.__dbConnections.get(file);
  if (!db) {
    db = openDatabase(file);
    globalForDb.__dbConnections.set(file, db);
  }
  return db;
}

export function closeDatabases() {
  for (const db of globalForDb.__dbConnections?.values() ?? []) {
    if (db.$client.open) db.$client.close();
  }
  globalForDb.__dbConnections?.clear();
}
