/**
 * Copies an existing SQLite database into PostgreSQL: `npm run db:copy -- --from file:data/app.db --to postgres://…`.
 * The target database must exist and be empty; its tables are created by the PostgreSQL migrations first. Uploaded
 * files stay where they are (the data directory), and the row counts of both sides are checked.
 */
import { parseArgs } from "node:util";

import { databasePath } from "../db/client";
import { migratePostgres } from "../db/migrate-pg";
import { copySqliteToPostgres } from "../app/infra/db-copy.server";

try {
  const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
  if (!values.from || !values.to)
    throw new Error("usage: npm run db:copy -- --from file:data/app.db --to postgres://…");
  if (!/^postgres(ql)?:\/\//.test(values.to)) throw new Error("--to must be a postgres:// URL");
  const from = databasePath(values.from);
  await migratePostgres(values.to);
  const report = await copySqliteToPostgres(from, values.to, (line) => console.log(`  ${line}`));
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `db:copy: ${from} -> PostgreSQL: ${report.tables.length} tables, ${rows} rows in ${report.milliseconds} ms`,
  );
} catch (error) {
  console.error(`db:copy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
