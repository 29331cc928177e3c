/**
 * Copies a SQLite database of this app into an empty, migrated PostgreSQL database (`npm run db:copy`).
 *
 * The target's own catalog decides what is copied and how: every table of its `public` schema, in the order its
 * foreign keys need (parents first; a table that refers to itself in id order), every column the target writes
 * itself (generated columns, such as the search vectors) left out, each value converted to the target column's
 * type. Triggers that keep derived rows (change counters) are off during the copy, since those rows are copied
 * too, and foreign keys stay on, so a row that refers to nothing fails the copy. It runs in one transaction: the
 * target has every row or none. Afterwards each identity sequence continues after the highest id, and the row
 * counts of both sides must agree.
 */
import fs from "node:fs";

import Database from "better-sqlite3";
import type pg from "pg";

import { loadPostgresDriver } from "../../db/client";

export type CopyReport = { tables: { name: string; rows: number }[]; milliseconds: number };

type TargetColumn = { name: string; type: string };
type TargetTable = {
  name: string;
  columns: TargetColumn[];
  parents: string[];
  /** Columns that refer to the same table (users.suspended_by): written after all its rows are in. */
  selfReferences: string[];
  /** The column a sequence numbers, and whether it is an identity column (which takes ids only when told to). */
  identity: { column: string; isIdentity: boolean } | null;
};

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

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
  const parents = await client.query<{ child: string; parent: string; columns: string[] }>(
    `SELECT con.conrelid::regclass::text AS child, con.confrelid::regclass::text AS parent,
            array(SELECT attname FROM pg_attribute
                   WHERE attrelid = con.conrelid AND attnum = ANY (con.conkey))::text[] AS columns
       FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
      WHERE con.contype = 'f' AND n.nspname = 'public'`,
  );
  const identities = await client.query<{ table_name: string; column_name: string; is_identity: "YES" | "NO" }>(
    `SELECT table_name, column_name, is_identity FROM information_schema.columns
      WHERE table_schema = 'public' AND (is_identity = 'YES' OR column_default LIKE 'nextval(%')`,
  );
  const tables = new Map<string, TargetTable>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? {
      name: row.table_name,
      columns: [],
      parents: [],
      selfReferences: [],
      identity: null,
    };
    table.columns.push({ name: row.column_name, type: row.data_type });
    tables.set(row.table_name, table);
  }
  for (const { child, parent, columns } of parents.rows) {
    const table = tables.get(unquote(child));
    if (!table) continue;
    if (unquote(parent) === table.name) table.selfReferences.push(...columns);
    else table.parents.push(unquote(parent));
  }
  for (const { table_name, column_name, is_identity } of identities.rows) {
    const table = tables.get(table_name);
    if (table) table.identity = { column: column_name, isIdentity: is_identity === "YES" };
  }
  return parentsFirst([...tables.values()]);
}

function unquote(name: string) {
  return name.replace(/^"|"$/g, "");
}

function parentsFirst(tables: TargetTable[]): TargetTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TargetTable[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: TargetTable, path: string[]) => {
    if (state.get(table.name) === "done") return;
    if (state.get(table.name) === "visiting") {
      throw new Error(`The target's foreign keys form a cycle: ${[...path, table.name].join(" -> ")}`);
    }
    state.set(table.name, "visiting");
    for (const parent of table.parents) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable, [...path, table.name]);
    }
    state.set(table.name, "done");
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return ordered;
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

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function copyTable(source: Database.Database, client: pg.ClientBase, table: TargetTable): Promise<number> {
  const sourceColumns = new Set(
    (source.prepare(`PRAGMA table_info(${quoteIdent(table.name)})`).all() as { name: string }[]).map((c) => c.name),
  );
  if (sourceColumns.size === 0) throw new Error(`The SQLite database has no table ${table.name}`);
  const columns = table.columns.filter((column) => sourceColumns.has(column.name));
  const missing = [...sourceColumns].filter((name) => !table.columns.some((column) => column.name === name));
  if (missing.length > 0) throw new Error(`${table.name}: the target has no column ${missing.join(", ")}`);

  const order = table.identity ? ` ORDER BY ${quoteIdent(table.identity.column)}` : "";
  const rows = source
    .prepare(`SELECT ${columns.map((c) => quoteIdent(c.name)).join(", ")} FROM ${quoteIdent(table.name)}${order}`)
    .raw()
    .iterate() as IterableIterator<unknown[]>;
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const head = `INSERT INTO ${quoteIdent(table.name)} (${columns.map((c) => quoteIdent(c.name)).join(", ")})${
    table.identity?.isIdentity ? " OVERRIDING SYSTEM VALUE" : ""
  } VALUES `;
  const selfColumns = table.selfReferences.map((name) => columns.findIndex((c) => c.name === name));
  /** Per self-referencing column: the ids of the rows that refer, and the ids they refer to. */
  const later = new Map<string, { keys: unknown[]; values: unknown[] }>(
    table.selfReferences.map((name) => [name, { keys: [], values: [] }]),
  );
  const keyIndex = table.identity ? columns.findIndex((c) => c.name === table.identity!.column) : -1;
  if (selfColumns.length > 0 && keyIndex < 0) {
    throw new Error(`${table.name} refers to itself but has no id column to copy it by`);
  }
  let batch: unknown[][] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const placeholders = row.map((value, i) => {
        values.push(convert(value, columns[i].type));
        return `$${values.length}`;
      });
      return `(${placeholders.join(", ")})`;
    });
    await client.query(head + tuples.join(", "), values);
    copied += batch.length;
    batch = [];
  };
  for (const row of rows) {
    for (const index of selfColumns) {
      if (row[index] === null) continue;
      const pending = later.get(columns[index].name)!;
      pending.keys.push(row[keyIndex]);
      pending.values.push(row[index]);
      row[index] = null;
    }
    batch.push(row);
    if (batch.length >= perBatch) await flush();
  }
  await flush();
  for (const [column, { keys, values }] of later) {
    if (keys.length === 0) continue;
    // One statement per column, the pairs as two arrays (ids fit in bigint; assignment narrows to the column's type).
    await client.query(
      `UPDATE ${quoteIdent(table.name)} SET ${quoteIdent(column)} = pairs.value
         FROM unnest($1::bigint[], $2::bigint[]) AS pairs(key, value)
        WHERE ${quoteIdent(table.name)}.${quoteIdent(table.identity!.column)} = pairs.key`,
      [keys, values],
    );
  }
  return copied;
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
      for (const table of tables) {
        // A row that refers to nothing is refused by PostgreSQL's foreign keys as it is inserted (SQLite's own
        // foreign_key_check looks every reference up first: on the market file that took longer than the copy).
        const rows = await copyTable(source, client, table).catch((error: unknown) => {
          const { code, detail } = error as { code?: string; detail?: string };
          if (code === "23503")
            throw new Error(`${table.name}: the SQLite database has a row that refers to nothing (${detail})`);
          throw error;
        });
        report.push({ name: table.name, rows });
        log(`${table.name}: ${rows} rows`);
      }
      for (const table of tables) await client.query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);
      for (const { name, identity } of tables) {
        if (!identity) continue;
        const column = quoteIdent(identity.column);
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${column}), 1), max(${column}) IS NOT NULL)
             FROM ${quoteIdent(name)}`,
          [quoteIdent(name), identity.column],
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
