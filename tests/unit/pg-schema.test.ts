import fs from "node:fs";

import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { Column, is, SQL, type Table } from "drizzle-orm";
import { getTableConfig as getPgTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import { getTableConfig as getSqliteTableConfig, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";

import { timestampMs } from "../../db/pg-types";
import * as sqliteSchema from "../../db/schema.sqlite";
import * as pgSchema from "../../db/schema.pg";
import { BIGINT_COLUMNS, PG_SCHEMA_FILE, pgExpression, pgSchemaModule, sqlText } from "../../scripts/build-pg-schema";

/** The PostgreSQL column types each SQLite column type may become (getSQLType), independent of the script. */
const PG_TYPES: Record<string, string[]> = {
  SQLiteInteger: ["integer", "bigint"],
  SQLiteBoolean: ["boolean"],
  SQLiteTimestamp: ["bigint"],
  SQLiteText: ["text"],
  SQLiteReal: ["double precision"],
};

const sqliteTables = Object.entries(sqliteSchema).filter(([, v]) => is(v, SQLiteTable)) as [string, SQLiteTable][];
const pgTables = Object.entries(pgSchema).filter(([, v]) => is(v, PgTable)) as [string, PgTable][];
const pgByExport = new Map(pgTables);

/** An SQLite expression as PostgreSQL must write it (through the script's one mapping table). */
const translated = (value: unknown, booleans: string[] = []) => pgExpression(sqlText(value), "test", booleans);
const fkAction = (action: string | undefined) => action ?? "no action";

describe("db/schema.pg.ts agrees with db/schema.sqlite.ts", () => {
  test("it is what scripts/build-pg-schema.ts writes now (npm run db:pg-schema)", async () => {
    expect(fs.readFileSync(PG_SCHEMA_FILE, "utf8")).toBe(await pgSchemaModule());
  });

  test("db/migrations-pg is current: drizzle-kit has nothing to generate (npm run db:generate:pg)", async () => {
    const journal = JSON.parse(fs.readFileSync("db/migrations-pg/meta/_journal.json", "utf8")) as {
      entries: { idx: number }[];
    };
    const last = String(journal.entries.at(-1)!.idx).padStart(4, "0");
    const snapshot = JSON.parse(fs.readFileSync(`db/migrations-pg/meta/${last}_snapshot.json`, "utf8"));
    expect(await generateMigration(snapshot, generateDrizzleJson(pgSchema, snapshot.id))).toEqual([]);
  });

  test("the same tables under the same export names", () => {
    expect(sqliteTables.length).toBeGreaterThanOrEqual(43);
    expect(pgTables.map(([name]) => name).sort()).toEqual(sqliteTables.map(([name]) => name).sort());
    for (const [name, table] of sqliteTables) {
      expect(getPgTableConfig(pgByExport.get(name)!).name, name).toBe(getSqliteTableConfig(table).name);
    }
  });

  describe.each(sqliteTables)("%s", (exportName, sqliteTable) => {
    const lite = getSqliteTableConfig(sqliteTable);
    const pg = getPgTableConfig(pgByExport.get(exportName)!);
    const booleans = lite.columns.filter((c) => c.columnType === "SQLiteBoolean").map((c) => c.name);

    test("columns: names, types, nullability, defaults, keys, enums", () => {
      expect(pg.columns.map((c) => c.name)).toEqual(lite.columns.map((c) => c.name));
      for (const [i, l] of lite.columns.entries()) {
        const p = pg.columns[i] as PgColumn;
        const where = `${lite.name}.${l.name}`;
        expect(PG_TYPES[l.columnType], `${where}: ${l.columnType}`).toContain(p.getSQLType());
        if (l.columnType === "SQLiteInteger") {
          expect(p.getSQLType(), where).toBe(BIGINT_COLUMNS.has(where) ? "bigint" : "integer");
        }
        if (l.columnType === "SQLiteTimestamp") expect(p.columnType, where).toBe("PgCustomColumn");
        expect(p.notNull, where).toBe(l.notNull);
        expect(p.primary, where).toBe(l.primary);
        expect(p.isUnique, where).toBe(l.isUnique);
        expect(p.enumValues, where).toEqual(l.enumValues);
        expect(p.generatedIdentity?.type, where).toBe(
          (l as SQLiteColumn & { autoIncrement?: boolean }).autoIncrement ? "byDefault" : undefined,
        );
        expect(p.hasDefault || p.generatedIdentity !== undefined, where).toBe(l.hasDefault);
        if (is(l.default, SQL)) expect(sqlText(p.default), where).toBe(translated(l.default));
        else expect(p.default, where).toEqual(l.default);
        expect(p.onUpdateFn === undefined, where).toBe(l.onUpdateFn === undefined);
        if (l.onUpdateFn) expect(p.onUpdateFn!(), where).toBeInstanceOf(Date);
      }
    });

    test("primary keys, foreign keys and unique constraints", () => {
      const keys = (pks: { getName(): string; columns: Column[] }[]) =>
        pks.map((pk) => ({ name: pk.getName(), columns: pk.columns.map((c) => c.name) }));
      expect(keys(pg.primaryKeys)).toEqual(keys(lite.primaryKeys));

      const fks = (list: typeof lite.foreignKeys | typeof pg.foreignKeys) =>
        list
          .map((fk) => {
            const ref = fk.reference();
            return {
              name: fk.getName(),
              columns: ref.columns.map((c) => c.name),
              table: getTableName(ref.foreignTable),
              foreignColumns: ref.foreignColumns.map((c) => c.name),
              onDelete: fkAction(fk.onDelete),
              onUpdate: fkAction(fk.onUpdate),
            };
          })
          .sort((a, b) => a.name.localeCompare(b.name));
      expect(fks(pg.foreignKeys)).toEqual(fks(lite.foreignKeys));

      const uniques = (list: { getName(): string | undefined; columns: Column[] }[]) =>
        list.map((u) => ({ name: u.getName(), columns: u.columns.map((c) => c.name) }));
      expect(uniques(pg.uniqueConstraints)).toEqual(uniques(lite.uniqueConstraints));
    });

    test("indexes: names, columns and expressions, uniqueness, where-clauses", () => {
      const part = (p: unknown, translate: boolean) =>
        is(p, SQL) ? (translate ? translated(p, booleans) : sqlText(p)) : (p as { name: string }).name;
      const pgIndexes = pg.indexes.map((i) => ({
        name: i.config.name,
        columns: i.config.columns.map((c) => part(c, false)),
        unique: i.config.unique,
        where: i.config.where ? sqlText(i.config.where) : null,
      }));
      const liteIndexes = lite.indexes.map((i) => ({
        name: i.config.name,
        columns: i.config.columns.map((c) => part(c, true)),
        unique: i.config.unique,
        where: i.config.where ? translated(i.config.where, booleans) : null,
      }));
      expect(pgIndexes).toEqual(liteIndexes);
    });

    test("check constraints", () => {
      expect(pg.checks.map((c) => ({ name: c.name, sql: sqlText(c.value) }))).toEqual(
        lite.checks.map((c) => ({ name: c.name, sql: translated(c.value, booleans) })),
      );
    });
  });

  test("the app reads and writes the same TS types from both (select and insert, every table)", () => {
    type Selects<S> = { [K in keyof S]: S[K] extends Table ? S[K]["$inferSelect"] : never };
    type Inserts<S> = { [K in keyof S]: S[K] extends Table ? S[K]["$inferInsert"] : never };
    type Tables<S> = { [K in keyof S as S[K] extends Table ? K : never]: S[K] };
    expectTypeOf<Selects<Tables<typeof pgSchema>>>().toEqualTypeOf<Selects<Tables<typeof sqliteSchema>>>();
    expectTypeOf<Inserts<Tables<typeof pgSchema>>>().toEqualTypeOf<Inserts<Tables<typeof sqliteSchema>>>();
  });

  test("timestamps are Dates on both: milliseconds in a bigint on PostgreSQL", () => {
    const column = pgSchema.users.createdAt;
    expect(column.getSQLType()).toBe("bigint");
    const at = new Date("2026-11-27T04:30:00.123Z");
    expect(column.mapToDriverValue(at)).toBe(at.getTime());
    // node-postgres returns a bigint as a string.
    expect(column.mapFromDriverValue(String(at.getTime()))).toEqual(at);
    expect(column.mapFromDriverValue(at.getTime())).toEqual(at);
    expect(sqliteSchema.users.createdAt.mapFromDriverValue(at.getTime())).toEqual(at);
    expect(timestampMs).toBeTypeOf("function");
  });

  test("an expression without a PostgreSQL translation fails the script", () => {
    expect(() => pgExpression("julianday({expires_on}) > 0", "t")).toThrow(/no PostgreSQL translation/);
    expect(() => pgExpression("{created_at} > strftime('%s', 'now')", "t")).toThrow(/no PostgreSQL translation/);
    expect(() => pgExpression("{is_hidden} = 0", "t", ["is_hidden"])).toThrow(/compared with 0 or 1/);
    expect(pgExpression("{status} IN ('a', 'b')", "t")).toBe("{status} IN ('a', 'b')");
    expect(pgExpression("{started_by_other} = 1", "t", ["started_by_other"])).toBe("{started_by_other} = true");
  });
});

function getTableName(table: SQLiteTable | PgTable) {
  return is(table, PgTable) ? getPgTableConfig(table).name : getSqliteTableConfig(table).name;
}
