import { sql, type SQL } from "drizzle-orm";

import { onPostgres } from "./db.server";

/** A condition that holds for no row (a filter with an unknown value, a search with no words). */
export const NO_ROWS = sql`1 = 0`;

/** The words of a search box: letters and digits only (no operators from users), at most 8. */
function searchWords(q: string): string[] {
  return q.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}

/** Words of a search box as an FTS5 query: each word quoted (no operators from users), the last one a prefix. */
export function ftsQuery(q: string): string | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

/** The same words as a PostgreSQL tsquery: every word, the last one a prefix (`w1 & w2:*`). */
function tsQuery(q: string): string | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  return words.map((w, i) => `${w.toLowerCase()}${i === words.length - 1 ? ":*" : ""}`).join(" & ");
}

/**
 * The projects whose title, description, trade or place hold every search word (the last as a prefix): projects_fts
 * on SQLite, the `search_vector` column on PostgreSQL (db/migrations-pg/0001). `byOtherIndex`: another condition's
 * index should drive the query and the words only filter (on SQLite the unary `+` keeps it from driving by id).
 * NO_ROWS for a search without words.
 */
export function projectsMatchingSql(q: string, { byOtherIndex = false } = {}): SQL {
  if (onPostgres) {
    const query = tsQuery(q);
    return query ? sql`"projects"."search_vector" @@ to_tsquery('tradelink_english', ${query})` : NO_ROWS;
  }
  const match = ftsQuery(q);
  if (!match) return NO_ROWS;
  const words = sql`(SELECT rowid FROM projects_fts WHERE projects_fts MATCH ${match})`;
  return byOtherIndex ? sql`+"projects"."id" IN ${words}` : sql`"projects"."id" IN ${words}`;
}

/** The users whose name, business, trade, place or email hold every search word (users_fts or `search_vector`). */
export function usersMatchingSql(q: string): SQL {
  if (onPostgres) {
    const query = tsQuery(q);
    return query ? sql`"users"."search_vector" @@ to_tsquery('tradelink_simple', ${query})` : NO_ROWS;
  }
  const match = ftsQuery(q);
  return match ? sql`"users"."id" IN (SELECT rowid FROM users_fts WHERE users_fts MATCH ${match})` : NO_ROWS;
}
