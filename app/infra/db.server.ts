import { getDb } from "../../db/client";

export const db = getDb();

/**
 * A query Drizzle builds once and better-sqlite3 compiles once, for the hottest reads. Built on first use: at import
 * time a fresh database has no tables yet (migrations run at start).
 */
export function prepared<T>(build: () => T): () => T {
  let query: T | undefined;
  return () => (query ??= build());
}

/** A search box's text as a LIKE pattern (lower case, `%` `_` `\` escaped; use with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
