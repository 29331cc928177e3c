import { fileURLToPath } from "node:url";

import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import { getDb, isPostgresUrl, type DB } from "./client";
import { migratePostgres } from "./migrate-pg";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * `folder`: for a bundle, whose own `import.meta.url` is not this file's. Migrations run at start, before any
 * request, through Drizzle's synchronous SQLite migrator on the same connection (SQLite-only, like the SQL files).
 */
export function runMigrations(db: DB, folder = migrationsFolder) {
  migrate(drizzle(db.$client), { migrationsFolder: folder });
}

/** Brings the database of DATABASE_URL (or `url`) to the latest schema: SQLite's migrations or PostgreSQL's. */
export async function migrateDatabase(
  url = process.env.DATABASE_URL,
  folders: { sqlite?: string; postgres?: string } = {},
) {
  if (isPostgresUrl(url)) await migratePostgres(url!, folders.postgres);
  else runMigrations(getDb(url), folders.sqlite);
}
