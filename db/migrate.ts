import { fileURLToPath } from "node:url";

import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import type { DB } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export function runMigrations(db: DB) {
  migrate(db, { migrationsFolder });
}
