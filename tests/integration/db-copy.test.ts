/**
 * `npm run db:copy`: a SQLite database made through the domain layer arrives in PostgreSQL whole (issue 32).
 * Skipped without PostgreSQL (tests/helpers/postgres.ts).
 */
import Database from "better-sqlite3";
import pg from "pg";

import { databasePath } from "../../db/client";
import { migratePostgres } from "../../db/migrate-pg";
import { copySqliteToPostgres } from "~/infra/db-copy.server";
import { changeAccountStatus } from "~/domain/accounts.server";
import { canRunPostgres, testPostgres, type TestPostgres } from "../helpers/postgres";
import { onPostgresSuite } from "../setup/postgres-suite";
import { contractorAt, makeUser, subcontractorAt, tradeProjectAt } from "../helpers/world";

// Its source is the app's SQLite database: on the PostgreSQL run of the suite there is none (npm test runs it).
describe.skipIf(!canRunPostgres || onPostgresSuite)("db:copy from SQLite to PostgreSQL", () => {
  let server: TestPostgres;
  let target: string;
  let client: pg.Client;
  const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;
  /** The indexes and constraints of a database, as PostgreSQL spells their definitions. */
  const schemaOf = async (url: string) => {
    const reader = new pg.Client({ connectionString: url });
    await reader.connect();
    try {
      const indexes = await reader.query<{ def: string }>(
        "SELECT indexdef AS def FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
      );
      const constraints = await reader.query<{ def: string }>(
        `SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS def
           FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1`,
      );
      return { indexes: indexes.rows.map((r) => r.def), constraints: constraints.rows.map((r) => r.def) };
    } finally {
      await reader.end();
    }
  };
  let migrated: Awaited<ReturnType<typeof schemaOf>>;

  beforeAll(async () => {
    server = await testPostgres();
    target = await server.createDatabase("db_copy");
    await migratePostgres(target);
    migrated = await schemaOf(target);
    client = new pg.Client({ connectionString: target });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await server?.stop();
  }, 60_000);

  test("every row of every table, the values as they were, sequences after the highest id", async () => {
    const gc = await contractorAt("85004", ["Electrical"]);
    // What COPY's text format spells with a backslash: tab, line breaks, the backslash, and "\N" (its NULL).
    const description = "Two lines:\r\nfirst\tsecond, a back\\slash and \\N, not a null.";
    const project = await tradeProjectAt(gc, "Electrical", "85004", {
      title: "Panel upgrade at the depot",
      description,
    });
    const sub = await subcontractorAt("85004", "Electrical");
    const victim = await makeUser("subcontractor");
    // Suspended by an admin made after them: a row that refers to a later row of its own table.
    const admin = await makeUser("admin");
    await changeAccountStatus(admin, victim.id, { status: "suspended", reason: "Spam" });

    const report = await copySqliteToPostgres(databasePath(), target);

    const source = new Database(databasePath(), { readonly: true });
    let subPlace!: { latitude: number; longitude: number };
    try {
      subPlace = source
        .prepare("SELECT latitude, longitude FROM sub_profiles WHERE user_id = ?")
        .get(sub.id) as typeof subPlace;
      for (const { name, rows } of report.tables) {
        expect(rows, name).toBe(source.prepare(`SELECT count(*) FROM "${name}"`).pluck().get());
      }
      expect(report.tables.find((t) => t.name === "users")!.rows).toBeGreaterThanOrEqual(5);
      const suspended = source
        .prepare("SELECT suspended_by, suspended_at, created_at FROM users WHERE id = ?")
        .get(victim.id) as { suspended_by: number; suspended_at: number; created_at: number };
      expect(suspended.suspended_by).toBe(admin.id);
      expect(
        await one("SELECT suspended_by, suspended_at::text, created_at::text FROM users WHERE id = $1", [victim.id]),
      ).toEqual({
        suspended_by: admin.id,
        suspended_at: String(suspended.suspended_at),
        created_at: String(suspended.created_at),
      });
      const sourceProject = source
        .prepare("SELECT description, is_hidden, late_bids_allowed, latitude FROM projects WHERE id = ?")
        .get(project.id) as { description: string; is_hidden: number; late_bids_allowed: number; latitude: number };
      expect(sourceProject.description).toBe(description);
      expect(
        await one("SELECT description, is_hidden, late_bids_allowed, latitude FROM projects WHERE id = $1", [
          project.id,
        ]),
      ).toEqual({
        description,
        is_hidden: Boolean(sourceProject.is_hidden),
        late_bids_allowed: Boolean(sourceProject.late_bids_allowed),
        latitude: sourceProject.latitude,
      });
    } finally {
      source.close();
    }

    // What PostgreSQL derives itself: the search vector.
    expect(
      await one("SELECT count(*)::int AS n FROM projects WHERE search_vector @@ plainto_tsquery('english', 'depot')"),
    ).toEqual({ n: 1 });
    // The subcontractor's point is found in a box around it, as the search's rings ask (the GiST index of migration 0003).
    const box = [
      subPlace.longitude - 0.01,
      subPlace.latitude - 0.01,
      subPlace.longitude + 0.01,
      subPlace.latitude + 0.01,
    ];
    expect(
      await one(
        "SELECT count(*)::int AS n FROM sub_profiles WHERE user_id = $5 AND point(longitude, latitude) <@ box(point($1, $2), point($3, $4))",
        [...box, sub.id],
      ),
    ).toEqual({ n: 1 });

    // A new row takes the next id.
    const { max } = await one<{ max: number }>("SELECT max(id) AS max FROM projects");
    expect(max).toBe(project.id);
    const { id } = await one<{ id: number }>(
      `INSERT INTO projects (creator_id, title, description, trade_type, location, zip_code, budget_range, timeline,
                             requirements)
       VALUES ($1, 'Next', 'Next one', 'Electrical', 'Somewhere', '85004', '$25,000 - $50,000', '1-2 months', '')
       RETURNING id`,
      [gc.id],
    );
    expect(id).toBe(project.id + 1);
  });

  test("the indexes and foreign keys dropped for the load are back as the migrations made them, and hold", async () => {
    expect(migrated.indexes.length).toBeGreaterThan(20);
    expect(migrated.constraints.some((def) => / FOREIGN KEY /.test(def))).toBe(true);
    expect(await schemaOf(target)).toEqual(migrated);
    await expect(
      client.query(
        `INSERT INTO projects (creator_id, title, description, trade_type, location, zip_code, budget_range, timeline,
                               requirements)
         VALUES (999999, 'Orphan', 'Orphan', 'Electrical', 'Somewhere', '85004', '$25,000 - $50,000', '1-2 months', '')`,
      ),
    ).rejects.toThrow(/violates foreign key constraint/);
  });

  test("refuses a target that already has rows, and leaves it as it was", async () => {
    await client.query("INSERT INTO change_counters (scope, n) VALUES ('db-copy-test', 1) ON CONFLICT DO NOTHING");
    const before = await one<{ n: number }>("SELECT count(*)::int AS n FROM users");
    await expect(copySqliteToPostgres(databasePath(), target)).rejects.toThrow(/not empty/);
    expect(await one("SELECT count(*)::int AS n FROM users")).toEqual(before);
  });

  test("refuses a source with a row that refers to nothing, copies nothing, and keeps the target's indexes", async () => {
    const damaged = `${databasePath()}.dangling.db`;
    const source = new Database(databasePath(), { readonly: true });
    await source.backup(damaged);
    source.close();
    const writer = new Database(damaged);
    writer.pragma("foreign_keys = OFF");
    writer
      .prepare(
        `INSERT INTO projects (creator_id, title, description, trade_type, location, zip_code, budget_range, timeline,
                               requirements, created_at, updated_at)
         SELECT 999999, title, description, trade_type, location, zip_code, budget_range, timeline, requirements,
                created_at, updated_at FROM projects LIMIT 1`,
      )
      .run();
    writer.close();
    const fresh = await server.createDatabase("db_copy_dangling");
    await migratePostgres(fresh);

    await expect(copySqliteToPostgres(damaged, fresh)).rejects.toThrow(
      /^projects: the SQLite database has a row that refers to nothing \(Key \(creator_id\)=\(999999\)/,
    );
    const check = new pg.Client({ connectionString: fresh });
    await check.connect();
    try {
      expect((await check.query("SELECT count(*)::int AS n FROM users")).rows[0]).toEqual({ n: 0 });
    } finally {
      await check.end();
    }
    expect(await schemaOf(fresh)).toEqual(migrated);
  });
});
