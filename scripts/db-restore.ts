/**
 * Restores a backup made by db:backup: `npm run db:restore -- DIR [--force]`, into DATABASE_URL's place (default
 * data/app.db) with its files. Stop the server first; an existing database is replaced only with --force.
 */
import { parseArgs } from "node:util";

import { databasePath } from "../db/client";
import { restore } from "../app/infra/backup.server";

try {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error("usage: npm run db:restore -- DIR [--force]");
  const manifest = restore(positionals[0], databasePath(), { force: values.force });
  console.log(
    `db:restore: ${positionals[0]} (made ${manifest.created_at}) -> ${databasePath()} (${manifest.users} users, ${manifest.files} files)`,
  );
} catch (error) {
  console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
