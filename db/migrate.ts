import { fileURLToPath } from "node:url";

import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import type { DB } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** `folder`: for a bundle, whose own `import.meta.url` is not this file's. */
export function runMigrations(db: DB, folder = migrationsFolder) {
  migrate(db, { migrationsFolder: folder });
}
