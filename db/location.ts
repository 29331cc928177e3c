import path from "node:path";

import { databasePath, isPostgresUrl } from "./url";

/**
 * Where the files the app keeps beside a database live: uploads, the outbox of sent mail, a generated session
 * secret. DATA_DIR when set; else the SQLite file's directory, or `data/` with PostgreSQL.
 */
export function dataDirectoryFor(database: string | undefined): string {
  const configured = process.env.DATA_DIR?.trim();
  if (configured) return path.resolve(configured);
  return isPostgresUrl(database) ? path.resolve("data") : path.dirname(databasePath(database));
}

/** The data directory of this process's database (DATABASE_URL). */
export function dataDirectory(): string {
  return dataDirectoryFor(process.env.DATABASE_URL);
}
