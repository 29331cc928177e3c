/**
 * The database of an e2e server whose files live in `dir`: the SQLite file `dir`/app.db, or on the PostgreSQL run
 * (`npm run test:postgres`: TEST_DATABASE=postgres, TEST_POSTGRES_URL) a database named after `dir` on that server.
 * The name follows from `dir` alone, so the CLI a spec runs against a server's database finds the same one.
 *
 *   node --import tsx tests/setup/e2e-database.ts DIR    makes DIR's database afresh (PostgreSQL; nothing on SQLite)
 */
import { databaseOn, onServer } from "../helpers/postgres";

import { isMain } from "../../scripts/generated-file";
import { onPostgresSuite } from "./postgres-suite";

function postgresName(dir: string): string {
  return `e2e_${dir.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}`.slice(0, 63);
}

export function e2eDatabaseUrl(dir: string): string {
  if (!onPostgresSuite) return `${dir}/app.db`;
  return databaseOn(process.env.TEST_POSTGRES_URL!, postgresName(dir));
}

/** The environment a server on `dir` needs for its database (and, on PostgreSQL, its files). */
export function e2eDatabaseEnv(dir: string): Record<string, string> {
  return onPostgresSuite ? { DATABASE_URL: e2eDatabaseUrl(dir), DATA_DIR: dir } : { DATABASE_URL: `${dir}/app.db` };
}

/** Makes `dir`'s PostgreSQL database empty and new (the SQLite file is removed with the directory). */
export async function freshE2eDatabase(dir: string): Promise<void> {
  if (!onPostgresSuite) return;
  const server = process.env.TEST_POSTGRES_URL!;
  await onServer(server, `DROP DATABASE IF EXISTS ${postgresName(dir)} WITH (FORCE)`);
  await onServer(server, `CREATE DATABASE ${postgresName(dir)}`);
}

if (isMain(import.meta.url)) await freshE2eDatabase(process.argv[2]);
