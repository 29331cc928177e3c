import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { drizzle, type SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import type pg from "pg";

import { databasePath, isPostgresUrl } from "./url";

export { databasePath, isPostgresUrl };

/**
 * The app's database handle: Drizzle's asynchronous SQLite driver (`sqlite-proxy`) over one better-sqlite3
 * connection, so that every call is awaited the way a PostgreSQL driver will need (docs/decisions/020).
 */
export type DB = SqliteRemoteDatabase & { $client: Database.Database };
/** The handle a transaction body gets. */
export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

const STATEMENT_CACHE_SIZE = 1000;
/**
 * SQLite's default page cache is 2 MB: on a large database the R*Tree, profile and index pages a match list reads
 * fall out of it between views. 64 MiB of heap per connection at most (one connection per file and process); the
 * memory map lets reads of the first 1 GiB come straight from the OS page cache (address space, not heap: the OS may
 * drop those pages under pressure).
 */
const PAGE_CACHE_KIB = 64 * 1024;
const MMAP_BYTES = 1024 ** 3;

/**
 * Drizzle asks better-sqlite3 to prepare every query again on every call; compiling the SQL costs more than running
 * most of ours. Statements are kept by their SQL text and reused (they are synchronous, so never in use twice at
 * once); the one mode Drizzle switches on a statement, raw rows, is reset on reuse.
 */
function cacheStatements(sqlite: Database.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached) {
      if (cached.reader) cached.raw(false);
      return cached;
    }
    const statement = prepare(source);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * The first row of a query, or undefined: the one way to read a single row (PostgreSQL's builders have no `.get()`).
 * A query that is not a lookup by a unique key carries its own `.limit(1)`.
 */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const rows = await query;
  return rows[0];
}

/** How many rows an INSERT, UPDATE or DELETE (without RETURNING) changed. */
export async function changedRows(query: PromiseLike<unknown>): Promise<number> {
  const result = (await query) as { changes?: number; rowCount?: number | null };
  return result.changes ?? result.rowCount ?? 0;
}

/** The driver's own error behind a failed query (Drizzle wraps it in a DrizzleQueryError, with it as the cause). */
function driverError(error: unknown): { code?: string; message?: string } {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return ((cause ?? error) as { code?: string; message?: string } | null) ?? {};
}

/** Whether a write failed on a UNIQUE (or primary key) constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = driverError(error);
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    /UNIQUE constraint failed/.test(message ?? "")
  );
}

/** Whether a write failed on any constraint (unique, foreign key, check, not null). */
export function isConstraintViolation(error: unknown): boolean {
  const code = String(driverError(error).code);
  // PostgreSQL's class 23: integrity constraint violation.
  return code.startsWith("SQLITE_CONSTRAINT") || /^23\d{3}$/.test(code);
}

type Method = "run" | "all" | "values" | "get";

/** The transaction open on a connection, known by the async context its statements come from. */
interface OpenTransaction {
  tx?: Tx;
  done: boolean;
}

export function openDatabase(file = databasePath()): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // First, so that the pragmas below wait for another process's lock instead of failing at once.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  cacheStatements(sqlite);

  /*
   * The gate. better-sqlite3 runs one connection for the whole process, and a transaction body now awaits between
   * its statements: without a gate another request's statements would run inside it (and be committed or rolled
   * back with it). So while a transaction is open, a statement from any other async context waits until it ends,
   * and transactions run one at a time (a promise chain). The context is known through AsyncLocalStorage.
   */
  const context = new AsyncLocalStorage<OpenTransaction>();
  let open: OpenTransaction | null = null;
  let ended: Promise<void> = Promise.resolve();
  let tail: Promise<unknown> = Promise.resolve();

  function execute(text: string, params: unknown[], method: Method, arrays: boolean) {
    const statement = sqlite.prepare(text);
    if (method === "run") return statement.run(...params) as unknown as { rows: unknown[] };
    if ((arrays || method === "values") && statement.reader) statement.raw(true);
    if (method === "get") return { rows: statement.get(...params) as unknown[] };
    return { rows: statement.all(...params) };
  }

  async function waitForTransaction() {
    while (open !== null && context.getStore() !== open) await ended;
  }

  function client(arrays: boolean) {
    return (text: string, params: unknown[], method: Method) => {
      if (open !== null && context.getStore() !== open) {
        return waitForTransaction().then(() => execute(text, params, method, arrays));
      }
      return Promise.resolve(execute(text, params, method, arrays));
    };
  }
  const rowsAsArrays = client(true);
  const rowsAsObjects = client(false);

  // No schema: nothing uses the relational API (`db.query.*`), and given one Drizzle builds a query builder for each
  // of the 43 tables on every transaction and savepoint it opens (~30 µs each, measured on a keyed write).
  const db = drizzle(rowsAsArrays as never) as DB;
  Object.defineProperty(db, "$client", { value: sqlite });

  // Drizzle maps the rows of builder queries from arrays in field order; a raw `sql` query (`db.all(sql…)`, no
  // fields) returns the rows as they come, which must then be objects.
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => { client: unknown } } }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const query = prepareQuery(...args);
    if (args[1] === undefined && args[4] === undefined) query.client = rowsAsObjects;
    return query;
  };

  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const current = context.getStore();
    // Inside an open transaction of this connection: a savepoint, rolled back alone if its body throws.
    if (current && current === open && current.tx) return current.tx.transaction(run);
    const turn = tail.then(async () => {
      const entry: OpenTransaction = { done: false };
      let end!: () => void;
      ended = new Promise<void>((resolve) => (end = resolve));
      open = entry;
      try {
        // Transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred one that reads, then
        // writes after another process (a second worker, a CLI) committed, fails at once with SQLITE_BUSY:
        // busy_timeout cannot help it.
        return await context.run(
          entry,
          async () =>
            await transaction(
              (tx) => {
                entry.tx = tx;
                return run(tx);
              },
              { behavior: "immediate", ...config },
            ),
        );
      } finally {
        entry.done = true;
        open = null;
        end();
      }
    });
    tail = turn.catch(() => undefined);
    return turn;
  }) as typeof db.transaction;
  return db;
}

/*
 * PostgreSQL: node-postgres hands 64-bit integers and numerics over as
 * strings, to be safe past 2^53. Ours are counts, sums of cents and milliseconds, all far below it, and SQLite gives
 * numbers: read them as numbers.
 */
type PostgresDriver = {
  pg: typeof pg;
  drizzle: typeof import("drizzle-orm/node-postgres").drizzle;
};
let postgresDriver: PostgresDriver | undefined;

/** Loads node-postgres and Drizzle's driver for it, once: only a PostgreSQL database needs them (not at start). */
export async function loadPostgresDriver(): Promise<PostgresDriver> {
  if (!postgresDriver) {
    const [{ default: driver }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    driver.types.setTypeParser(driver.types.builtins.INT8, Number);
    driver.types.setTypeParser(driver.types.builtins.NUMERIC, Number);
    postgresDriver = { pg: driver, drizzle };
  }
  return postgresDriver;
}
if (isPostgresUrl()) await loadPostgresDriver();

/** Connections a process keeps to PostgreSQL (each request holds one only while a statement or transaction runs). */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE) || 10;
/**
 * A serializable transaction that lost a race is run again, at most this many times in all, after a random pause
 * that grows with each attempt, up to a second: writers of one row collide, and across nodes the one-at-a-time lane
 * below does not help (with pauses of at most 100 ms, a write in the cluster's load test once ended in a
 * serialization failure, when every write still bumped one row per market: the counters are sharded since).
 */
const TRANSACTION_ATTEMPTS = 12;
const retryPause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, 10 * 2 ** attempt)));
/**
 * From this attempt on, a transaction that keeps losing runs in the serial lane, one at a time across every process
 * on the database: many writers of one hot row (one user's counter: a burst of writes by one person), or of rows on
 * one page of a small table, would otherwise keep colliding with each other until some ran out of attempts; in the
 * lane they only meet first and second attempts. Within a process the lane is a promise chain (a waiting transaction
 * holds no connection); across processes (the nodes of a cluster) it is a PostgreSQL advisory lock, taken on a
 * connection of its own before the transaction begins, so the transaction's snapshot is taken after the previous
 * one in the lane committed. The cluster's load test once lost a message send to twelve serialization failures with
 * only the per-process lane.
 */
const SERIAL_FROM_ATTEMPT = 3;
/** The advisory lock key of the serial lane (any fixed number the app uses for nothing else). */
const SERIAL_LANE_LOCK = 7_142_001;
let serialLane: Promise<unknown> = Promise.resolve();
function inSerialLane<T>(run: () => Promise<T>): Promise<T> {
  const result = serialLane.then(run, run);
  serialLane = result.catch(() => undefined);
  return result;
}

/** serialization_failure, deadlock_detected: the transaction did nothing and may simply run again. */
function isRetryable(error: unknown) {
  const { code } = driverError(error);
  return code === "40001" || code === "40P01";
}

/**
 * A handle on a PostgreSQL database: Drizzle's node-postgres driver over a pool, typed as the SQLite handle (the
 * tables of db/schema.ts are PostgreSQL's then; both builders take the calls the domain layer makes).
 *
 * It keeps SQLite's guarantees. A transaction is SERIALIZABLE, run again when PostgreSQL reports it lost a race, so
 * concurrent transactions behave as if one ran after the other, as they do on SQLite. And a statement written
 * against `db` inside a transaction body (a domain function the body calls) runs in that transaction, on its
 * connection, as it does on SQLite's single connection: while a body runs, its async context holds its
 * transaction, and the handle sends every call there. A nested `transaction()` becomes a savepoint.
 */
export function openPostgres(url: string): DB {
  if (!postgresDriver) throw new Error("openPostgres: await loadPostgresDriver() first");
  const { pg, drizzle: drizzlePostgres } = postgresDriver;
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    // Short queries of one request each: no JIT compilation and no parallel workers, whose start-up cost more than
    // the queries themselves (the dense-metro search at a tenth of market scale: p95 280 ms with them, 180 without).
    options: "-c jit=off -c max_parallel_workers_per_gather=0",
  });
  // An idle connection that breaks (the server restarted) must not take the process down.
  pool.on("error", (error) => console.error("PostgreSQL pool:", error.message));
  // No schema, as on SQLite (openDatabase): no relational query builders made per transaction.
  const base = drizzlePostgres(pool);
  type PgTx = Parameters<Parameters<typeof base.transaction>[0]>[0];
  const context = new AsyncLocalStorage<PgTx>();

  /** Runs `work` while this process holds the serial lane's advisory lock (a session lock on a connection of its own). */
  async function holdingLaneLock<T>(work: () => Promise<T>): Promise<T> {
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [SERIAL_LANE_LOCK]);
    } catch (error) {
      lock.release(error as Error);
      throw error;
    }
    try {
      return await work();
    } finally {
      // A connection that cannot unlock is closed, which releases its lock too.
      await lock.query("SELECT pg_advisory_unlock($1)", [SERIAL_LANE_LOCK]).then(
        () => lock.release(),
        (error: Error) => lock.release(error),
      );
    }
  }

  async function transaction<T>(run: (tx: PgTx) => Promise<T>): Promise<T> {
    const current = context.getStore();
    if (current) return current.transaction((nested) => context.run(nested, () => run(nested)));
    for (let attempt = 1; ; attempt++) {
      try {
        const once = () => base.transaction((tx) => context.run(tx, () => run(tx)), { isolationLevel: "serializable" });
        return await (attempt >= SERIAL_FROM_ATTEMPT ? inSerialLane(() => holdingLaneLock(once)) : once());
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
        await retryPause(attempt);
      }
    }
  }

  return new Proxy(base, {
    get(target, property) {
      if (property === "transaction") return transaction;
      if (property === "$client") return pool;
      const on = context.getStore() ?? target;
      const value: unknown = Reflect.get(on, property);
      return typeof value === "function" ? value.bind(on) : value;
    },
  }) as unknown as DB;
}

/** A PostgreSQL handle's pool (`$client`), to end it. */
function isPool(client: unknown): client is pg.Pool {
  return postgresDriver !== undefined && client instanceof postgresDriver.pg.Pool;
}

/** One handle per database in this process: a SQLite file (one connection) or a PostgreSQL URL (one pool). */
const connections = new Map<string, DB>();

/** The database of DATABASE_URL, or another SQLite file or PostgreSQL URL. */
export function getDb(location = process.env.DATABASE_URL): DB {
  const key = isPostgresUrl(location) ? location!.trim() : databasePath(location);
  let db = connections.get(key);
  if (!db) {
    db = isPostgresUrl(key) ? openPostgres(key) : openDatabase(key);
    connections.set(key, db);
  }
  return db;
}

/** Closes every handle; resolves when the PostgreSQL pools have ended. */
export async function closeDatabases(): Promise<void> {
  const closing: Promise<void>[] = [];
  for (const db of connections.values()) {
    const client: unknown = db.$client;
    if (isPool(client)) closing.push(client.end());
    else if (db.$client.open) db.$client.close();
  }
  connections.clear();
  await Promise.all(closing);
}
