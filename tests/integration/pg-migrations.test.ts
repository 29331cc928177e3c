/**
 * db/migrations-pg applies to a real PostgreSQL and gives what db/schema.pg.ts describes, and the hand-written
 * 0001_sqlite_features.sql does what SQLite's triggers, FTS5 and R*Trees do (issue 32).
 *
 * The server: TEST_POSTGRES_URL (npm run test:postgres starts a throwaway one and sets it), else a throwaway one
 * started here when the PostgreSQL binaries are installed; without either the suite is skipped, so `npm test` stays
 * green on a machine without PostgreSQL. Each run migrates a database of its own, dropped at the end.
 */
import fs from "node:fs";

import { eq, getTableName, is, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import pg from "pg";

import { migratePostgres } from "../../db/migrate-pg";
import * as pgSchema from "../../db/schema.pg";
import { canRunPostgres, testPostgres, type TestPostgres } from "../helpers/postgres";

const tables: PgTable[] = Object.values(pgSchema).flatMap((v): PgTable[] => (is(v, PgTable) ? [v] : []));

/** SQLite triggers that 0001_sqlite_features.sql replaces with generated columns (FTS5 and R*Tree upkeep). */
const REPLACED_TRIGGER = /^(projects_fts|users_fts|sub_profiles_geo|gc_profiles_geo)_/;

/**
 * A pool whose connections ignore being terminated once they are no longer used: `pool.end()` resolves before their
 * sockets close, and dropping the test database (or stopping the server) right after would otherwise raise an
 * unhandled error from a connection on its way out. A failing query still rejects its own promise.
 */
function quietPool(connectionString: string, max: number) {
  const pool = new pg.Pool({ connectionString, max });
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

describe.skipIf(!canRunPostgres)("PostgreSQL migrations (db/migrations-pg)", () => {
  let server: TestPostgres;
  let pool: pg.Pool;
  let db: NodePgDatabase<typeof pgSchema>;
  let url: string;

  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  beforeAll(async () => {
    server = await testPostgres();
    url = await server.createDatabase("pg_migrations");
    await migratePostgres(url);
    pool = quietPool(url, 2);
    db = drizzle(pool, { schema: pgSchema });
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await server?.stop();
  }, 60_000);

  test("every table and column of db/schema.pg.ts, with its type, nullability and default", async () => {
    const columns = await rows<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
      is_identity: string;
    }>(sql`SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
      FROM information_schema.columns WHERE table_schema = 'public'`);
    const byName = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c]));
    expect(tables.length).toBeGreaterThanOrEqual(43);
    for (const table of tables) {
      for (const column of getTableConfig(table).columns as PgColumn[]) {
        const where = `${getTableName(table)}.${column.name}`;
        const found = byName.get(where);
        expect(found, where).toBeDefined();
        expect(found!.data_type, where).toBe(column.getSQLType());
        expect(found!.is_nullable, where).toBe(column.notNull ? "NO" : "YES");
        expect(found!.is_identity === "YES" || found!.column_default !== null, where).toBe(
          column.hasDefault || column.generatedIdentity !== undefined,
        );
      }
    }
  });

  test("every index (uniqueness, columns, where-clause), foreign key (its delete rule) and check", async () => {
    const indexes = await rows<{ indexname: string; indexdef: string; unique: boolean }>(
      sql`SELECT i.indexname, i.indexdef, x.indisunique AS unique FROM pg_indexes i
        JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = 'public'`,
    );
    const indexByName = new Map(indexes.map((i) => [i.indexname, i]));
    const fks = await rows<{ constraint_name: string; delete_rule: string }>(
      sql`SELECT constraint_name, delete_rule FROM information_schema.referential_constraints
        WHERE constraint_schema = 'public'`,
    );
    const fkByName = new Map(fks.map((f) => [f.constraint_name, f]));
    const checks = new Set(
      (await rows<{ conname: string }>(sql`SELECT conname FROM pg_constraint WHERE contype = 'c'`)).map(
        (c) => c.conname,
      ),
    );
    let indexCount = 0;
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const index of config.indexes) {
        indexCount++;
        const found = indexByName.get(index.config.name!);
        expect(found, index.config.name).toBeDefined();
        expect(found!.unique, index.config.name).toBe(index.config.unique);
        expect(found!.indexdef.includes(" WHERE "), index.config.name).toBe(Boolean(index.config.where));
        const names = index.config.columns.map((c) => (c as { name?: string }).name);
        if (names.every(Boolean)) {
          // pg_indexes quotes the names that are keywords ("position").
          expect(found!.indexdef.replace(/"/g, ""), index.config.name).toMatch(
            new RegExp(`USING btree \\(${names.join(", ")}\\)( WHERE .*)?$`),
          );
        }
      }
      for (const fk of config.foreignKeys) {
        const found = fkByName.get(fk.getName());
        expect(found, fk.getName()).toBeDefined();
        expect(found!.delete_rule, fk.getName()).toBe((fk.onDelete ?? "no action").toUpperCase());
      }
      for (const check of config.checks) expect(checks.has(check.name), check.name).toBe(true);
    }
    expect(indexCount).toBeGreaterThan(100);
    // What 0001_sqlite_features.sql adds beside the schema.
    for (const name of [
      "projects_search_vector_idx",
      "users_search_vector_idx",
      "sub_profiles_point_gist_idx",
      "gc_profiles_point_gist_idx",
      "change_counters_pkey",
    ]) {
      expect(indexByName.has(name), name).toBe(true);
    }
  });

  test("every SQLite trigger has its PostgreSQL trigger under the same name, or a generated column instead", async () => {
    const sqliteTriggers = fs
      .readdirSync("db/migrations")
      .filter((f) => f.endsWith(".sql"))
      .flatMap((f) =>
        [...fs.readFileSync(`db/migrations/${f}`, "utf8").matchAll(/CREATE TRIGGER `([a-z0-9_]+)`/g)].map((m) => m[1]),
      );
    expect(sqliteTriggers.length).toBeGreaterThanOrEqual(51);
    const pgTriggers = new Set(
      (
        await rows<{ trigger_name: string }>(
          sql`SELECT DISTINCT trigger_name FROM information_schema.triggers WHERE trigger_schema = 'public'`,
        )
      ).map((t) => t.trigger_name),
    );
    const expected = sqliteTriggers.filter((name) => !REPLACED_TRIGGER.test(name));
    expect(expected.filter((name) => !pgTriggers.has(name))).toEqual([]);
    expect(pgTriggers.size).toBe(expected.length);
  });

  test("values come back as the app sees them on SQLite: Dates, booleans, numbers, today's date", async () => {
    const before = Date.now();
    const [user] = await db
      .insert(pgSchema.users)
      .values({ username: "Dana", email: "dana@example.com", passwordHash: "x", role: "general_contractor" })
      .returning();
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(user.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(user.plan).toBe("free");
    expect(user.verifiedAt).toBeNull();
    const [project] = await db
      .insert(pgSchema.projects)
      .values({
        creatorId: user.id,
        title: "Roofing repairs for the café",
        description: "Replace shingles on a co-op building",
        location: "Austin, TX",
        tradeType: "Roofing",
        budgetRange: "Under $1,000",
        timeline: "1-2 weeks",
        requirements: "Licensed",
        bidsDueAt: new Date("2027-01-05T21:00:00.123Z"),
      })
      .returning();
    expect(project.startDate).toBe(new Date().toISOString().slice(0, 10));
    expect(project.isHidden).toBe(false);
    expect(project.bidsDueAt).toEqual(new Date("2027-01-05T21:00:00.123Z"));
    const [again] = await db.select().from(pgSchema.projects).where(eq(pgSchema.projects.id, project.id));
    expect(again.bidsDueAt).toEqual(new Date("2027-01-05T21:00:00.123Z"));
    expect(again.createdAt).toEqual(project.createdAt);
    // Cents beyond 2^31 (a bid may be up to a billion dollars).
    const [sub] = await db
      .insert(pgSchema.users)
      .values({ username: "Sam", email: "sam@example.com", passwordHash: "x", role: "subcontractor" })
      .returning();
    const [application] = await db
      .insert(pgSchema.projectApplications)
      .values({ projectId: project.id, applicantId: sub.id, coverLetter: "Hi", baseCents: 99_999_999_999 })
      .returning();
    expect(application.baseCents).toBe(99_999_999_999);
  });

  test("a verified license or insurance sets users.verified_through; refusing or deleting it clears it", async () => {
    const [user] = await db
      .insert(pgSchema.users)
      .values({ username: "Vic", email: "vic@example.com", passwordHash: "x", role: "subcontractor" })
      .returning();
    const through = async () =>
      (await db.select().from(pgSchema.users).where(eq(pgSchema.users.id, user.id)))[0].verifiedThrough;
    const [license] = await db
      .insert(pgSchema.certifications)
      .values({ userId: user.id, kind: "license", name: "C-10", reviewState: "verified", expiresOn: "2030-01-31" })
      .returning();
    expect(await through()).toBe("2030-01-31");
    await db
      .insert(pgSchema.certifications)
      .values({ userId: user.id, kind: "insurance", name: "GL", reviewState: "verified", expiresOn: null });
    expect(await through()).toBe("9999-12-31");
    await db
      .insert(pgSchema.certifications)
      .values({ userId: user.id, kind: "bond", name: "Bond", reviewState: "verified", expiresOn: "2040-01-01" });
    await db.delete(pgSchema.certifications).where(eq(pgSchema.certifications.kind, "insurance"));
    expect(await through()).toBe("2030-01-31");
    await db
      .update(pgSchema.certifications)
      .set({ expiresOn: "2031-06-30" })
      .where(eq(pgSchema.certifications.id, license.id));
    expect(await through()).toBe("2031-06-30");
    await db
      .update(pgSchema.certifications)
      .set({ reviewState: "refused" })
      .where(eq(pgSchema.certifications.id, license.id));
    expect(await through()).toBeNull();
  });

  test("projects and users get their search vectors: stems, prefixes, accents, email words", async () => {
    const [user] = await db
      .insert(pgSchema.users)
      .values({
        username: "wes",
        email: "wes.oconnor@buildco.example",
        passwordHash: "x",
        role: "general_contractor",
        searchText: "wes ridge builders austin tx",
      })
      .returning();
    const [project] = await db
      .insert(pgSchema.projects)
      .values({
        creatorId: user.id,
        title: "Plumbing for the Crème Café",
        description: "Replacing water heaters",
        location: "Austin, TX",
        tradeType: "Plumbing",
        budgetRange: "Under $1,000",
        timeline: "1-2 weeks",
        requirements: "Licensed",
      })
      .returning();
    const projectMatches = async (query: string) =>
      (
        await rows<{ id: number }>(
          sql`SELECT id FROM projects WHERE search_vector @@ to_tsquery('tradelink_english', ${query})`,
        )
      ).map((r) => r.id);
    expect(await projectMatches("plumb:*")).toContain(project.id);
    expect(await projectMatches("heater")).toContain(project.id); // "heaters", stemmed
    expect(await projectMatches("creme & cafe")).toContain(project.id); // accents folded
    expect(await projectMatches("the")).toContain(project.id); // no stop words, like FTS5
    expect(await projectMatches("roofing")).not.toContain(project.id);
    const userMatches = async (query: string) =>
      (
        await rows<{ id: number }>(
          sql`SELECT id FROM users WHERE search_vector @@ to_tsquery('tradelink_simple', ${query})`,
        )
      ).map((r) => r.id);
    expect(await userMatches("ridge & build:*")).toContain(user.id);
    expect(await userMatches("buildco")).toContain(user.id); // a word of the email, as unicode61 splits it
    expect(await userMatches("builder")).not.toContain(user.id); // no stemming for people
    await db.update(pgSchema.users).set({ searchText: "wes summit homes" }).where(eq(pgSchema.users.id, user.id));
    expect(await userMatches("ridge")).not.toContain(user.id);
    expect(await userMatches("summit")).toContain(user.id);
  });

  test("a profile's point is found in a box through its GiST index; the geo views hold what the R*Trees held", async () => {
    const [user] = await db
      .insert(pgSchema.users)
      .values({ username: "pat", email: "pat@example.com", passwordHash: "x", role: "subcontractor" })
      .returning();
    await db.insert(pgSchema.subProfiles).values({
      userId: user.id,
      businessName: "Pat Electric",
      location: "Austin, TX",
      zipCode: "78701",
      latitude: 30.2672,
      longitude: -97.7431,
    });
    // Boxes of about `miles` around a point (a degree of latitude is 69 miles): Round Rock is about 17 miles north of
    // downtown Austin, San Antonio about 75 miles south-west. The same operator inBox (app/infra/geo.server.ts) uses.
    const within = async (lat: number, lon: number, miles: number) => {
      const dLat = miles / 69;
      const dLon = miles / (69 * Math.cos((lat * Math.PI) / 180));
      return (
        await rows<{ user_id: number }>(
          sql`SELECT user_id FROM sub_profiles WHERE point(longitude, latitude)
            <@ box(point(${lon - dLon}, ${lat - dLat}), point(${lon + dLon}, ${lat + dLat}))`,
        )
      ).map((r) => r.user_id);
    };
    expect(await within(30.5083, -97.6789, 25)).toContain(user.id);
    expect(await within(29.4241, -98.4936, 25)).not.toContain(user.id);
    expect(await within(29.4241, -98.4936, 100)).toContain(user.id);
    const view = await rows<{ id: number; min_lat: number; max_lon: number }>(
      sql`SELECT * FROM sub_profiles_geo WHERE id = ${user.id}`,
    );
    expect(view).toEqual([{ id: user.id, min_lat: 30.2672, max_lat: 30.2672, min_lon: -97.7431, max_lon: -97.7431 }]);
    await db.update(pgSchema.subProfiles).set({ latitude: null }).where(eq(pgSchema.subProfiles.userId, user.id));
    expect(await rows(sql`SELECT * FROM sub_profiles_geo WHERE id = ${user.id}`)).toEqual([]);
    expect(await within(30.5083, -97.6789, 25)).not.toContain(user.id);
  });

  test("the change counters move with the writes SQLite's triggers count", async () => {
    const counter = async (scope: string) =>
      Number(
        (await rows<{ n: string }>(sql`SELECT sum(n) AS n FROM change_counters WHERE scope = ${scope}`))[0]?.n ?? 0,
      );
    const [gc] = await db
      .insert(pgSchema.users)
      .values({ username: "Gil", email: "gil@example.com", passwordHash: "x", role: "general_contractor" })
      .returning();
    const [sub] = await db
      .insert(pgSchema.users)
      .values({ username: "Sol", email: "sol@example.com", passwordHash: "x", role: "subcontractor" })
      .returning();
    const market = await counter("market:general_contractor");
    const [project] = await db
      .insert(pgSchema.projects)
      .values({
        creatorId: gc.id,
        title: "Panel upgrade",
        description: "200 A service",
        location: "Austin, TX",
        tradeType: "Electrical",
        budgetRange: "Under $1,000",
        timeline: "1-2 weeks",
        requirements: "Licensed",
      })
      .returning();
    expect(await counter("market:general_contractor")).toBe(market + 1);
    expect(await counter(`user:${gc.id}`)).toBe(1);
    // An application counts for the applicant, the project's owner and the contractors' market.
    await db
      .insert(pgSchema.projectApplications)
      .values({ projectId: project.id, applicantId: sub.id, coverLetter: "Hi" });
    expect(await counter(`user:${sub.id}`)).toBe(1);
    expect(await counter(`user:${gc.id}`)).toBe(2);
    // The cover letter is not one of the columns that matter; the status is.
    await db.update(pgSchema.projectApplications).set({ coverLetter: "Hello" });
    expect(await counter(`user:${sub.id}`)).toBe(1);
    await db.update(pgSchema.projectApplications).set({ status: "accepted" });
    expect(await counter(`user:${sub.id}`)).toBe(2);
    // A user's change of name names their market twice (old and new role): two, as SQLite counts it.
    const subMarket = await counter("market:subcontractor");
    await db.update(pgSchema.users).set({ username: "Solomon" }).where(eq(pgSchema.users.id, sub.id));
    expect(await counter("market:subcontractor")).toBe(subMarket + 2);
    // Not for the columns no card shows.
    await db.update(pgSchema.users).set({ lastActiveAt: new Date() }).where(eq(pgSchema.users.id, sub.id));
    expect(await counter("market:subcontractor")).toBe(subMarket + 2);
    await db.insert(pgSchema.connections).values({ requesterId: gc.id, recipientId: sub.id });
    expect(await counter(`user:${sub.id}`)).toBe(3);
    await db.insert(pgSchema.privacySettings).values({ userId: sub.id });
    expect(await counter("market:subcontractor")).toBe(subMarket + 3);
  });

  test("writers of one market on different connections all commit: each bumps its own shard of the counter", async () => {
    const contractors = await db
      .insert(pgSchema.users)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          username: `Shard ${i}`,
          email: `shard${i}@example.com`,
          passwordHash: "x",
          role: "general_contractor" as const,
        })),
      )
      .returning();
    const market = async () =>
      Number(
        (
          await rows<{ n: string }>(
            sql`SELECT sum(n) AS n FROM change_counters WHERE scope = 'market:general_contractor'`,
          )
        )[0].n,
      );
    const before = await market();
    // Clients of their own, each ended (its socket closed) before the test ends.
    const clients = await Promise.all(
      contractors.map(async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        return client;
      }),
    );
    try {
      // Connections whose pids share a shard would still collide: keep one per shard.
      const byShard = new Map<number, pg.Client>();
      for (const client of clients) {
        const {
          rows: [{ pid }],
        } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        if (!byShard.has(pid % 32)) byShard.set(pid % 32, client);
      }
      const open = [...byShard.values()];
      expect(open.length).toBeGreaterThanOrEqual(4);
      // Every transaction bumps the market before any commits: on one row all but the first would fail.
      for (const [i, client] of open.entries()) {
        await client.query("BEGIN ISOLATION LEVEL SERIALIZABLE");
        await client.query(
          "INSERT INTO projects (creator_id, title, description, location, trade_type, budget_range, timeline, requirements) VALUES ($1, 'Shard', 'd', 'Austin, TX', 'Electrical', 'Under $1,000', '1-2 weeks', 'r')",
          [contractors[i].id],
        );
      }
      for (const client of open) await client.query("COMMIT");
      expect(await market()).toBe(before + open.length);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });
});
