import { sql, type Column, type SQL } from "drizzle-orm";

import { getDb, type Tx } from "../../db/client";

export { changedRows, first, isConstraintViolation, isUniqueViolation } from "../../db/client";

export const db = getDb();
export type { Tx };

/**
 * Runs `run` in one transaction, committed when it resolves and rolled back when it throws. On SQLite it begins
 * IMMEDIATE and runs alone: statements from other requests wait until it ends (db/client.ts). Called inside an open
 * transaction, it becomes a savepoint of it (rolled back alone if its body throws, the outer one going on).
 */
export async function transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
  return await db.transaction(run);
}

/**
 * A query Drizzle builds once and better-sqlite3 compiles once, for the hottest reads. Built on first use: at import
 * time a fresh database has no tables yet (migrations run at start).
 */
export function prepared<T>(build: () => T): () => T {
  let query: T | undefined;
  return () => (query ??= build());
}

/**
 * `column IN (the ids)` for a prepared statement: the ids travel as one JSON array in the `ids` placeholder (bind
 * `idList(ids)`), so a list of any length runs the same compiled statement instead of a new one per length.
 */
export function inIdList(column: Column | SQL): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`;
}

/** The value of `inIdList`'s `ids` placeholder. */
export function idList(ids: number[]): string {
  return JSON.stringify(ids);
}

/** A search box's text as a LIKE pattern (lower case, `%` `_` `\` escaped; use with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
