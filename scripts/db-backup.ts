/**
 * A consistent backup while the server runs: `npm run db:backup -- --out DIR` (DIR new or empty). The database of
 * DATABASE_URL (a SQLite file, default data/app.db, or a postgres:// URL), its uploaded files and its generated
 * session secret.
 */
import { parseArgs } from "node:util";

import { backup } from "../app/infra/backup.server";

const database = process.env.DATABASE_URL ?? "";
const shown = database.replace(/\/\/[^@/]*@/, "//…@") || "data/app.db";
try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new Error("--out DIR is required");
  const started = Date.now();
  const manifest = await backup(database, values.out);
  console.log(
    `db:backup: ${shown} -> ${values.out} (${manifest.users} users, ${manifest.files} files) in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`db:backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
