import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

import { inArray, sql, type Column, type SQL } from "drizzle-orm";

import { getDb, isPostgresUrl, type DB, type Tx } from "../../db/client";

export { changedRows, first, isConstraintViolation, isUniqueViolation } from "../../db/client";

export const db = getDb();
export type { Tx };

/** Whether this process runs on PostgreSQL (DATABASE_URL) rather than SQLite: for the few SQL texts that differ. */
export const onPostgres = isPostgresUrl();

/**
 * Runs `run` in one transaction, committed when it resolves and rolled back when it throws. On SQLite it begins
 * IMMEDIATE and runs alone: statements from other requests wait until it ends. On PostgreSQL it is SERIALIZABLE and
 * runs again if it lost a race with another (db/client.ts), so its body must not act outside the database. Called
 * inside an open transaction, it becomes a savepoint of it (rolled back alone if its body throws, the outer one going
 * on).
 */
export async function transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = commitHooks.getStore();
  const mine: CommitHooks = { hooks: [], done: false };
  const result = await commitHooks.run(mine, () =>
    db.transaction(async (tx) => {
      // A PostgreSQL transaction that lost a race runs its body again: only the last run's hooks count.
      mine.hooks.length = 0;
      return await run(tx);
    }),
  );
  mine.done = true;
  if (outer && !outer.done) outer.hooks.push(...mine.hooks);
  else runHooks(mine.hooks);
  return result;
}

/**
 * A query Drizzle builds once and the database plans once, for the hottest reads. Built on first use: at import time
 * a fresh database has no tables yet (migrations run at start).
 *
 * On SQLite better-sqlite3 compiles it once. On PostgreSQL it is built once per session, the pool's or an open
 * transaction's (a query is bound to the session it was built on, and inside a transaction it must run on the
 * transaction's connection), and sent as a named statement: each connection parses and plans it on its first call
 * and only binds it after (an unnamed statement is planned on every call, 1.5 to 3 ms each at a tenth of market
 * scale). The name is the text's hash, so one name always means one text on every connection.
 */
export function prepared<T>(build: () => T): () => T {
  if (onPostgres) {
    const bySession = new WeakMap<object, T>();
    return () => {
      const { session } = db as unknown as { session: object };
      let query = bySession.get(session);
      if (!query) {
        query = named(build());
        bySession.set(session, query);
      }
      return query;
    };
  }
  let query: T | undefined;
  return () => (query ??= build());
}

type PostgresQuery = { queryString: string; queryConfig: { name?: string }; rawQueryConfig: { name?: string } };

/**
 * Names Drizzle's node-postgres prepared queries (their `.prepare(name)`, which the SQLite-typed builders do not
 * take): the query `build` returned, or those among the values of the object it returned.
 */
function named<T>(built: T): T {
  const isQuery = (value: unknown): value is PostgresQuery =>
    typeof value === "object" && value !== null && "queryConfig" in value && "rawQueryConfig" in value;
  for (const query of isQuery(built) ? [built] : Object.values(built as object).filter(isQuery)) {
    const name = `tl_${createHash("sha1").update(query.queryString).digest("hex").slice(0, 20)}`;
    query.queryConfig.name = name;
    query.rawQueryConfig.name = name;
  }
  return built;
}

/**
 * `column IN (the ids)` for a prepared statement: the ids travel as one parameter in the `ids` placeholder (bind
 * `idList(ids)`), so a list of any length runs the same compiled statement instead of a new one per length. A JSON
 * array on SQLite, an array on PostgreSQL.
 */
export function inIdList(column: Column | SQL): SQL {
  if (onPostgres) return sql`${column} = ANY(${sql.placeholder("ids")}::bigint[])`;
  return sql`${column} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`;
}

/** The value of `inIdList`'s `ids` placeholder. */
export function idList(ids: number[]): string | number[] {
  return onPostgres ? ids : JSON.stringify(ids);
}

/**
 * `column IN (ids)` for a query built per call. On PostgreSQL the ids travel as one array (`= ANY($1)`): a list of
 * 500 parameters took longer to plan than to run, and is a new statement text for every length.
 */
export function inIds(column: Column, ids: number[]): SQL {
  return onPostgres ? sql`${column} = ANY(${sql.param(ids)}::bigint[])` : inArray(column, ids);
}

/**
 * A boolean as the literal its columns hold: 1 or 0 on SQLite, true or false on PostgreSQL. Written out (not bound)
 * so that SQLite can match a term like `receive_weekly_digest = 1` to a partial index declared with it.
 */
export function booleanLiteral(value: boolean): SQL {
  return sql.raw(onPostgres ? String(value) : value ? "1" : "0");
}

/** The smaller of two values (SQLite's two-argument `min`, PostgreSQL's `least`). */
export function smaller(a: unknown, b: unknown): SQL {
  return onPostgres ? sql`least(${a}, ${b})` : sql`min(${a}, ${b})`;
}

/** The larger of two values (SQLite's two-argument `max`, PostgreSQL's `greatest`). */
export function larger(a: unknown, b: unknown): SQL {
  return onPostgres ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`;
}

/** The UTC month (`YYYY-MM`) of a column of milliseconds since the epoch. */
export function utcMonthSql(column: Column): SQL<string> {
  return onPostgres
    ? sql<string>`to_char(to_timestamp(${column} / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', ${column} / 1000, 'unixepoch')`;
}

/** Whether a text column holds `text` anywhere (case-sensitive, no pattern characters). */
export function containsSql(column: Column, text: string): SQL {
  return onPostgres ? sql`strpos(${column}, ${text}) > 0` : sql`instr(${column}, ${text}) > 0`;
}

/**
 * A column that must not choose the index (SQLite's unary `+`, for a condition that should only filter the rows
 * another index found); PostgreSQL's planner needs no such hint.
 */
export function notIndexed(column: Column): SQL {
  return onPostgres ? sql`${column}` : sql`+${column}`;
}

/** A search box's text as a LIKE pattern (lower case, `%` `_` `\` escaped; use with ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

type Handle = DB | Tx;
type PostgresHandle = { execute: (query: SQL) => Promise<{ rows: unknown[]; rowCount: number | null }> };

/** The rows of a query written in SQL (not with the builders), as objects named by the query's column aliases. */
export async function selectRows<T>(query: SQL, on: Handle = db): Promise<T[]> {
  if (onPostgres) return (await (on as unknown as PostgresHandle).execute(query)).rows as T[];
  return await on.all<T>(query);
}

/** The first row of a query written in SQL, or undefined. */
export async function selectRow<T>(query: SQL, on: Handle = db): Promise<T | undefined> {
  return (await selectRows<T>(query, on))[0];
}

/** Runs a statement written in SQL. */
export async function runStatement(query: SQL, on: Handle = db): Promise<void> {
  if (onPostgres) await (on as unknown as PostgresHandle).execute(query);
  else await on.run(query);
}

/** For /healthz: throws when the database does not answer. */
export async function pingDatabase(): Promise<void> {
  await selectRows(sql`SELECT 1 AS ok`);
}

/** What to do once the transaction open in this async context commits (see afterCommit). */
type CommitHooks = { hooks: (() => void)[]; done: boolean };
const commitHooks = new AsyncLocalStorage<CommitHooks>();

/**
 * Runs `hook` once the outermost `transaction()` open here has committed, outside it (its statements, if any, are
 * not part of the transaction), and never if it rolls back (a savepoint that rolls back drops its own hooks); at
 * once when no transaction is open. For what must not happen before the rows are visible to others: telling open
 * pages to reload, waking the outbox. (A callback scheduled with setImmediate inside a body would run in the body's
 * async context, on PostgreSQL before the commit and on its connection.)
 */
export function afterCommit(hook: () => void): void {
  const open = commitHooks.getStore();
  if (open && !open.done) open.hooks.push(hook);
  else runHooks([hook]);
}

/** The work is committed: a failing hook is logged, never turned into the transaction's failure. */
function runHooks(hooks: (() => void)[]) {
  for (const hook of hooks) {
    try {
      hook();
    } catch (error) {
      console.error("afterCommit: a hook failed", error);
    }
  }
}
