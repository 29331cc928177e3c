/**
 * Copies a SQLite database of this app into an empty, migrated PostgreSQL database (`npm run db:copy`).
 *
 * The target's own catalog decides what is copied and how: every table of its `public` schema, every column the
 * target writes itself (generated columns, such as the search vectors) left out, each value converted to the target
 * column's type and loaded with `COPY … FROM STDIN`. It runs in one transaction: the target has every row or none.
 * Inside it, the keys (primary, unique, foreign) and the indexes are dropped before the load and made again after
 * it from their own definitions: one sort per index and one join per foreign key instead of an index update and a
 * lookup per row. A row that refers to nothing then fails the copy when its foreign key is made again, and the
 * rollback brings back the empty target with all its keys and indexes. Triggers that keep derived rows (change
 * counters) are off during the copy, since those rows are copied too. Afterwards each identity sequence continues
 * after the highest id, and the row counts of both sides must agree.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import Database from "better-sqlite3";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import pgUtils from "pg/lib/utils";

import { loadPostgresDriver } from "../../db/client";

export type CopyReport = { tables: { name: string; rows: number }[]; milliseconds: number };

type TargetColumn = { name: string; type: string };
type TargetTable = {
  name: string;
  columns: TargetColumn[];
  /** The column a sequence numbers. */
  identity: string | null;
};

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Memory for each index build after the load (the session default, 64 MB, sorts a market-sized index on disk). */
const INDEX_BUILD_MEMORY = "1GB";
/** COPY text sent per write. */
const CHUNK_CHARACTERS = 1 << 16;

async function targetTables(client: pg.ClientBase): Promise<TargetTable[]> {
  const columns = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name, c.column_name, c.data_type
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
        -- not an extension's own table (PostGIS's spatial_ref_sys)
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.objid = format('public.%I', c.table_name)::regclass AND d.deptype = 'e')
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const identities = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  const tables = new Map<string, TargetTable>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], identity: null };
    table.columns.push({ name: row.column_name, type: row.data_type });
    tables.set(row.table_name, table);
  }
  for (const { table_name, column_name } of identities.rows) {
    const table = tables.get(table_name);
    if (table) table.identity = column_name;
  }
  return [...tables.values()];
}

/** What is dropped for the load, and made again after it. */
type Deferred = { constraints: Constraint[]; indexes: { definition: string }[] };
type Constraint = { table: string; name: string; kind: "p" | "u" | "f"; definition: string };

async function dropForLoad(client: pg.ClientBase, tables: TargetTable[]): Promise<Deferred> {
  const names = tables.map((table) => table.name);
  // Foreign keys first: they depend on the primary keys and unique constraints they refer to.
  const { rows: constraints } = await client.query<Constraint>(
    `SELECT cl.relname AS table, con.conname AS name, con.contype AS kind, pg_get_constraintdef(con.oid) AS definition
       FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE con.contype IN ('f', 'p', 'u') AND n.nspname = 'public' AND cl.relname = ANY ($1)
      ORDER BY con.contype = 'f' DESC, cl.relname, con.conname`,
    [names],
  );
  // Not the indexes that a primary key or unique constraint owns: they go with the constraint.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY ($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint con
                         WHERE con.conindid = format('public.%I', i.indexname)::regclass
                           AND con.contype IN ('p', 'u', 'x'))
      ORDER BY i.tablename, i.indexname`,
    [names],
  );
  for (const constraint of constraints) {
    await client.query(`ALTER TABLE ${quoteIdent(constraint.table)} DROP CONSTRAINT ${quoteIdent(constraint.name)}`);
  }
  for (const index of indexes) await client.query(`DROP INDEX public.${quoteIdent(index.name)}`);
  return { constraints, indexes };
}

async function remakeAfterLoad(client: pg.ClientBase, { constraints, indexes }: Deferred) {
  await client.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
  const add = ({ table, name, definition }: Constraint) =>
    client.query(`ALTER TABLE ${quoteIdent(table)} ADD CONSTRAINT ${quoteIdent(name)} ${definition}`);
  for (const key of constraints.filter((constraint) => constraint.kind !== "f")) await add(key);
  for (const index of indexes) await client.query(index.definition);
  // Foreign keys last: they refer to the keys and unique indexes. A row that refers to nothing is refused here, with
  // the key's values (SQLite's own foreign_key_check looks every reference up one by one: on the market file that
  // took longer than the copy).
  for (const key of constraints.filter((constraint) => constraint.kind === "f")) {
    await add(key).catch((error: unknown) => {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === "23503")
        throw new Error(`${key.table}: the SQLite database has a row that refers to nothing (${detail})`);
      throw error;
    });
  }
}

/** A SQLite value as the target column takes it. */
function convert(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case "boolean":
      return Boolean(value);
    case "timestamp with time zone":
    case "timestamp without time zone":
    case "date":
      return typeof value === "number" ? new Date(value) : value;
    case "bytea":
      return Buffer.isBuffer(value) ? value : Buffer.from(String(value));
    case "json":
    case "jsonb":
      return typeof value === "string" ? value : JSON.stringify(value);
    default:
      return typeof value === "bigint" ? value.toString() : value;
  }
}

/** Characters COPY's text format gives a meaning to, as it spells them inside a value. */
const NEEDS_ESCAPE = /[\\\n\r\t]/;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A SQLite value in COPY's text format, spelled as node-postgres would have sent it as a parameter. */
function copyText(value: unknown, type: string): string {
  const sent = pgUtils.prepareValue(convert(value, type));
  if (sent === null) return "\\N";
  if (Buffer.isBuffer(sent)) return `\\\\x${sent.toString("hex")}`;
  return NEEDS_ESCAPE.test(sent) ? sent.replace(/[\\\n\r\t]/g, (character) => COPY_ESCAPES[character]) : sent;
}

async function copyTable(source: Database.Database, client: pg.ClientBase, table: TargetTable): Promise<number> {
  const sourceColumns = new Set(
    (source.prepare(`PRAGMA table_info(${quoteIdent(table.name)})`).all() as { name: string }[]).map((c) => c.name),
  );
  if (sourceColumns.size === 0) throw new Error(`The SQLite database has no table ${table.name}`);
  const columns = table.columns.filter((column) => sourceColumns.has(column.name));
  const missing = [...sourceColumns].filter((name) => !table.columns.some((column) => column.name === name));
  if (missing.length > 0) throw new Error(`${table.name}: the target has no column ${missing.join(", ")}`);

  const names = columns.map((c) => quoteIdent(c.name)).join(", ");
  // In id order, as the rows were made: the table's pages are then in the order its primary key reads them.
  const order = table.identity ? ` ORDER BY ${quoteIdent(table.identity)}` : "";
  const rows = source
    .prepare(`SELECT ${names} FROM ${quoteIdent(table.name)}${order}`)
    .raw()
    .iterate() as IterableIterator<unknown[]>;
  const types = columns.map((column) => column.type);
  function* text() {
    let chunk = "";
    for (const row of rows) {
      let line = copyText(row[0], types[0]);
      for (let i = 1; i < row.length; i++) line += "\t" + copyText(row[i], types[i]);
      chunk += line + "\n";
      if (chunk.length >= CHUNK_CHARACTERS) {
        yield chunk;
        chunk = "";
      }
    }
    if (chunk) yield chunk;
  }
  const copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${names}) FROM STDIN`));
  await pipeline(Readable.from(text()), copy);
  return copy.rowCount;
}

export async function copySqliteToPostgres(
  sqliteFile: string,
  postgresUrl: string,
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  const started = Date.now();
  if (!fs.existsSync(sqliteFile)) throw new Error(`No SQLite database at ${sqliteFile}`);
  const source = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  const { pg: driver } = await loadPostgresDriver();
  const client = new driver.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    // quick_check, not integrity_check: it checks every page and table b-tree, which is what is read here (rows in
    // key order; PostgreSQL builds its own indexes). integrity_check also matches every index against its table:
    // far slower on a large file, for indexes that are not copied.
    const integrity = source.prepare("PRAGMA quick_check").pluck().get();
    if (integrity !== "ok") throw new Error(`The SQLite database is damaged: ${String(integrity)}`);

    const tables = await targetTables(client);
    if (tables.length === 0) throw new Error("The target has no tables: run the migrations first (start the app once)");
    for (const table of tables) {
      const { rows } = await client.query<{ any: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(table.name)}) AS any`,
      );
      if (rows[0].any) throw new Error(`The target is not empty (${table.name} has rows)`);
    }

    const report: CopyReport["tables"] = [];
    await client.query("BEGIN");
    try {
      for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} DISABLE TRIGGER USER`);
      const deferred = await dropForLoad(client, tables);
      const loadStarted = Date.now();
      for (const table of tables) {
        const tableStarted = Date.now();
        const rows = await copyTable(source, client, table);
        report.push({ name: table.name, rows });
        log(`${table.name}: ${rows} rows in ${((Date.now() - tableStarted) / 1000).toFixed(1)} s`);
      }
      const loaded = Date.now();
      log(`rows loaded in ${((loaded - loadStarted) / 1000).toFixed(1)} s`);
      await remakeAfterLoad(client, deferred);
      log(
        `${deferred.constraints.length} keys and ${deferred.indexes.length} indexes made in ${((Date.now() - loaded) / 1000).toFixed(1)} s`,
      );
      for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);
      for (const { name, identity } of tables) {
        if (!identity) continue;
        const column = quoteIdent(identity);
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${column}), 1), max(${column}) IS NOT NULL)
             FROM ${quoteIdent(name)}`,
          [quoteIdent(name), identity],
        );
      }
      for (const { name, rows } of report) {
        const sourceCount = source
          .prepare(`SELECT count(*) FROM ${quoteIdent(name)}`)
          .pluck()
          .get() as number;
        const { rows: target } = await client.query<{ count: string }>(`SELECT count(*) FROM ${quoteIdent(name)}`);
        if (Number(target[0].count) !== sourceCount || rows !== sourceCount) {
          throw new Error(`${name}: ${sourceCount} rows in SQLite, ${target[0].count} in PostgreSQL`);
        }
      }
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    }
    await client.query("ANALYZE");
    return { tables: report, milliseconds: Date.now() - started };
  } finally {
    source.close();
    await client.end();
  }
}
