/**
 * Restores a backup made by db:backup: `npm run db:restore -- DIR [--force]`, into DATABASE_URL (a SQLite file,
 * default data/app.db, or a postgres:// URL) with its files. Stop the server first; a database that has data is
 * replaced only with --force.
 */
import { parseArgs } from "node:util";

import { restore } from "../app/infra/backup.server";

const database = process.env.DATABASE_URL ?? "";
const shown = database.replace(/\/\/[^@/]*@/, "//…@") || "data/app.db";
try {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
  if (positionals.length !== 1) throw new Error("usage: npm run db:restore -- DIR [--force]");
  const manifest = await restore(positionals[0], database, { force: values.force });
  console.log(
    `db:restore: ${positionals[0]} (made ${manifest.created_at}) -> ${shown} (${manifest.users} users, ${manifest.files} files)`,
  );
} catch (error) {
  console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
