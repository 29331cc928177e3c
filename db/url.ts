import path from "node:path";

/** Whether a DATABASE_URL names a PostgreSQL database (`postgres://` or `postgresql://`) rather than a SQLite file. */
export function isPostgresUrl(url = process.env.DATABASE_URL): boolean {
  return /^postgres(ql)?:\/\//i.test((url ?? "").trim());
}

/** The SQLite file named by DATABASE_URL (a `file:` prefix is accepted), default data/app.db. */
export function databasePath(url = process.env.DATABASE_URL): string {
  if (isPostgresUrl(url)) throw new Error("DATABASE_URL names a PostgreSQL database, not a SQLite file");
  const raw = (url ?? "").trim().replace(/^file:(\/\/)?/, "") || "data/app.db";
  return path.resolve(raw);
}

/** The database for a log line: the SQLite file, or the PostgreSQL URL without its password. */
export function databaseLabel(url = process.env.DATABASE_URL): string {
  if (!isPostgresUrl(url)) return databasePath(url);
  const parsed = new URL(url!.trim());
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
