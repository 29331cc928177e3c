/**
 * Builds the market-scale benchmark database, data/bench/market.db: the app's own schema (its migrations), filled
 * with synthetic but realistic data at the size of the market's leaders (1M users, 200K projects, 1M applications,
 * 2M connections, 5M messages, 500K reviews, plus credentials and portfolios). Activity is skewed: a few very busy
 * users, many quiet ones. Deterministic: the same seed gives the same file.
 *
 * The file is cached; `ensureBenchDb` rebuilds it only when the cache key changes: a hash of every file in
 * db/migrations/ and of the generator's own sources (this file and generator/). Standalone:
 *   node --import tsx scripts/bench/build-db.ts [--rebuild] [--check]
 * (--check runs PRAGMA foreign_key_check afterwards, since foreign keys are off while it loads).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type Database from "better-sqlite3";

import {
  BUDGET_RANGES,
  CONNECTION_STATUSES,
  CONNECTION_TYPES,
  CREDENTIAL_KINDS,
  CREW_SIZES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SERVICE_RADII,
  TIMELINES,
  TRADES,
} from "../../app/constants";
import { hashPassword } from "../../app/infra/password.server";
import { openDatabase } from "../../db/client";
import { migrationsFolder, runMigrations } from "../../db/migrate";
import { REBUILD_CONVERSATIONS_SQL } from "../../db/rebuild-conversations";
import { REBUILD_SEARCH_TEXT_SQL } from "../../db/search-text";
import { credentialReview, planOf } from "./generator/admin-decisions";
import { bidDueOf } from "./generator/bid-due";
import { Places, type Place } from "./generator/places";
import { fillLeveling } from "./generator/leveling";
import { fillPlanRooms } from "./generator/plan-rooms";
import { cumulative, Rng, weightedChoice } from "./generator/random";
import * as text from "./generator/text";

/** `users.verified_through` for every user at once, as migration 0027 fills it (its triggers keep it after). */
const VERIFIED_THROUGH_SQL = `UPDATE users SET verified_through = (
  SELECT max(coalesce(c.expires_on, '9999-12-31')) FROM certifications c
  WHERE c.user_id = users.id AND c.review_state = 'verified' AND c.kind IN ('license', 'insurance'))`;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const BENCH_DIR = path.join(ROOT, "data", "bench");
/**
 * `BENCH_SCALE=0.01` builds (and benchmarks) a market of that fraction of the size, in its own file, in seconds: to
 * check a change to the generator before the long build. Only the full scale has the market's busiest accounts.
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`BENCH_SCALE must be in (0, 1], not ${process.env.BENCH_SCALE}`);
export const BENCH_DB = path.join(BENCH_DIR, SCALE === 1 ? "market.db" : `market-x${SCALE}.db`);
/** The cache key and what the last build measured, kept beside the database. */
const META_FILE = `${BENCH_DB}.meta.json`;
const GENERATOR_SOURCES = [
  fileURLToPath(import.meta.url),
  fileURLToPath(new URL("./generator", import.meta.url)),
  fileURLToPath(new URL("../../db/rebuild-conversations.ts", import.meta.url)),
  fileURLToPath(new URL("../../db/search-text.ts", import.meta.url)),
];

/**
 * An inbox for everyone from the rows already generated: a notification per connection request (to its recipient)
 * and per application (to the project's owner); all but the last two weeks' are read.
 */
function fillNotifications(sqlite: Database.Database): number {
  const readAt = (created: string) => `CASE WHEN ${created} < ${NOW - 14 * DAY} THEN ${created} + 3600000 END`;
  const requests = sqlite
    .prepare(
      `INSERT INTO notifications (user_id, kind, actor_id, title, link, read_at, created_at)
       SELECT recipient_id, 'connection_request', requester_id, 'A contractor sent you a connection request',
         '/connections?tab=pending', ${readAt("created_at")}, created_at FROM connections`,
    )
    .run().changes;
  const applications = sqlite
    .prepare(
      `INSERT INTO notifications (user_id, kind, actor_id, title, link, read_at, created_at)
       SELECT p.creator_id, 'application_received', a.applicant_id, 'A subcontractor applied to "' || p.title || '"',
         '/projects/' || p.id || '/applications', ${readAt("a.created_at")}, a.created_at
       FROM project_applications a JOIN projects p ON p.id = a.project_id`,
    )
    .run().changes;
  return requests + applications;
}

/** Password of every generated user (one shared argon2 hash). */
export const BENCH_PASSWORD = "bench1234";

const SEED = 20261123;
/** The generated market's "now": fixed, so the data is the same on every build. */
const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;
const YEAR = 365 * DAY;
const START = NOW - 5 * YEAR;

const scaled = (n: number) => Math.round(n * SCALE);
const N_USERS = scaled(1_000_000);
const N_ADMINS = 5;
const N_PROJECTS = scaled(200_000);
const N_APPLICATIONS = scaled(1_000_000);
const N_CONNECTIONS = scaled(2_000_000);
const N_MESSAGES = scaled(5_000_000);
const N_REVIEWS = scaled(500_000);
/** A day of keyed writes at market scale (the issue's "key table with 1M rows"). */
const N_IDEMPOTENCY_KEYS = scaled(1_000_000);
const LONG_THREAD = scaled(55_000);

const GC = 0;
const SUB = 1;
const ADMIN = 2;
const ACTIVE = 0;
const SUSPENDED = 1;
const DELETED = 2;

export type BenchMeta = {
  key: string;
  builtAt: string;
  buildSeconds: number;
  bytes: number;
  rows: Record<string, number>;
  shape: Record<string, number>;
};

// ---- Cache ----

function listFiles(target: string): string[] {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return [target];
  return fs
    .readdirSync(target)
    .sort()
    .flatMap((name) => listFiles(path.join(target, name)));
}

/** sha256 over the migrations and the generator's sources (paths and contents). */
export function cacheKey(): string {
  const hash = crypto.createHash("sha256");
  for (const file of [migrationsFolder, ...GENERATOR_SOURCES].flatMap(listFiles)) {
    hash.update(path.relative(ROOT, file).replace(/\\/g, "/"));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function readMeta(): BenchMeta | null {
  try {
    return JSON.parse(fs.readFileSync(META_FILE, "utf8")) as BenchMeta;
  } catch {
    return null;
  }
}

/** The benchmark database, built first if it is missing, stale or `rebuild` is set. */
export async function ensureBenchDb({ rebuild = false, staleOk = false } = {}): Promise<{
  file: string;
  meta: BenchMeta;
  built: boolean;
}> {
  const key = cacheKey();
  const meta = readMeta();
  if (!rebuild && meta?.key === key && fs.existsSync(BENCH_DB)) return { file: BENCH_DB, meta, built: false };
  if (!rebuild && staleOk && meta && fs.existsSync(BENCH_DB)) {
    console.warn("bench: WARNING --stale-ok: the cached database was built from older migrations or generator");
    return { file: BENCH_DB, meta, built: false };
  }
  console.log(
    rebuild
      ? "bench: --rebuild given, building"
      : meta
        ? "bench: cache key changed, rebuilding"
        : "bench: no cached database, building",
  );
  return { file: BENCH_DB, meta: await buildBenchDb(key), built: true };
}

// ---- Helpers ----

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const clampNow = (ms: number) => Math.min(ms, NOW - 60_000);
/** A time between `lo` and now, skewed toward now (power > 1) or spread evenly (power = 1). */
const recent = (rng: Rng, lo: number, power: number) => NOW - (NOW - Math.min(lo, NOW)) * Math.pow(rng.next(), power);
const fmt = (n: number) => n.toLocaleString("en-US");

/** Row order by time, so ids grow with created_at as in a real database. Keys pack whole seconds with the index. */
function orderByTime(times: Float64Array, n: number): Uint32Array {
  const base = START - 400 * DAY;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = Math.floor((times[i] - base) / 1000) * 8_388_608 + i;
  keys.sort();
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = keys[i] % 8_388_608;
  return order;
}

function permute<T extends Int32Array | Float64Array | Uint8Array>(values: T, order: Uint32Array): T {
  const out = new (values.constructor as new (n: number) => T)(order.length);
  for (let i = 0; i < order.length; i++) out[i] = values[order[i]];
  return out;
}

/**
 * Picks users of one role by activity: mostly in proportion to their activity weight (a Pareto tail), and with
 * probability `powerShare` among the 50 most active (Zipf), which makes the few very busy accounts.
 */
class UserPicker {
  readonly ids: Int32Array;
  readonly top: Int32Array;
  private readonly cum: Float64Array;
  private readonly topCum: Float64Array;

  constructor(ids: number[], activity: Float64Array) {
    this.ids = Int32Array.from(ids);
    this.cum = cumulative(ids.map((id) => activity[id]));
    this.top = Int32Array.from([...ids].sort((a, b) => activity[b] - activity[a] || a - b).slice(0, 50));
    this.topCum = cumulative(Array.from(this.top, (_, k) => 1 / (k + 1)));
  }

  sample(rng: Rng, powerShare: number): number {
    if (rng.next() < powerShare) return this.top[rng.weighted(this.topCum)];
    return this.ids[rng.weighted(this.cum)];
  }
}

class Progress {
  private readonly started = performance.now();
  constructor(private readonly label: string) {}
  done(rows: number, extra = "") {
    const s = ((performance.now() - this.started) / 1000).toFixed(1);
    console.log(
      `  ${this.label.padEnd(22)} ${fmt(rows).padStart(10)} rows ${s.padStart(6)} s${extra ? `  (${extra})` : ""}`,
    );
  }
}

// ---- Build ----

export async function buildBenchDb(key = cacheKey()): Promise<BenchMeta> {
  const started = performance.now();
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const tmp = `${BENCH_DB}.building`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`, `${tmp}-journal`]) fs.rmSync(f, { force: true });

  const db = openDatabase(tmp);
  runMigrations(db);
  const sqlite = db.$client;
  sqlite.pragma("journal_mode = OFF");
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("foreign_keys = OFF");
  sqlite.pragma("cache_size = -2000000"); // 2 GB
  sqlite.pragma("temp_store = MEMORY");
  sqlite.pragma("threads = 2");

  const indexes = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
    .all() as { name: string; sql: string }[];
  for (const { name } of indexes) sqlite.exec(`DROP INDEX "${name}"`);
  // The full-text and R*Tree tables and `users.verified_through` (migration 0027) are filled once at the end instead
  // of row by row through their triggers (without the secondary indexes each verified_through update would read the
  // whole certifications table); the change counters (migration 0022) need no rows: a fresh database has no kept
  // answers to outdate.
  const triggers = sqlite
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name LIKE '%fts%' OR name LIKE '%\\_geo\\_%' ESCAPE '\\' OR name LIKE 'change\\_counters\\_%' ESCAPE '\\' OR name LIKE '%\\_verified\\_through\\_%' ESCAPE '\\')",
    )
    .all() as { name: string; sql: string }[];
  for (const { name } of triggers) sqlite.exec(`DROP TRIGGER "${name}"`);
  const ftsTables = (
    sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%USING fts5%'").all() as {
      name: string;
    }[]
  ).map((t) => t.name);
  console.log(`bench: building ${BENCH_DB} (dropped ${indexes.length} secondary indexes for the bulk load)`);

  const rows = generate(sqlite, await hashPassword(BENCH_PASSWORD));

  const step = <T>(label: string, fn: () => T): T => {
    const t = performance.now();
    const result = fn();
    console.log(`  ${label.padEnd(22)} ${((performance.now() - t) / 1000).toFixed(1).padStart(21)} s`);
    return result;
  };
  // The app's own rebuild from the messages, while the secondary indexes are still dropped.
  rows.conversations = step("conversations", () => sqlite.prepare(REBUILD_CONVERSATIONS_SQL).run().changes);
  rows.notifications = step("notifications", () => fillNotifications(sqlite));
  step(`${indexes.length} indexes`, () => {
    for (const { sql } of indexes) sqlite.exec(sql);
  });
  // After the indexes: it looks each user's profile up by user_id.
  step("search text", () => sqlite.exec(REBUILD_SEARCH_TEXT_SQL));
  step("verified through", () => sqlite.exec(VERIFIED_THROUGH_SQL));
  step(`full text (${ftsTables.join(", ")})`, () => {
    for (const name of ftsTables) sqlite.exec(`INSERT INTO "${name}"("${name}") VALUES ('rebuild')`);
  });
  // Before the triggers come back: a million profile updates would each bump a change counter.
  step("ratings", () => setRatings(sqlite));
  step("geo (R*Tree)", () => {
    for (const table of ["sub_profiles", "gc_profiles"]) {
      sqlite.exec(`INSERT INTO ${table}_geo SELECT user_id, latitude, latitude, longitude, longitude FROM ${table}
        WHERE latitude IS NOT NULL AND longitude IS NOT NULL`);
    }
    for (const { sql } of triggers) sqlite.exec(sql);
  });
  step("ANALYZE", () => sqlite.exec("ANALYZE"));
  const shape = step("shape", () => measureShape(sqlite));
  // No VACUUM: the load leaves no free pages, and a VACUUM INTO of the 4 GB file measured ~20 s to save under 1%.
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
  for (const f of [BENCH_DB, `${BENCH_DB}-wal`, `${BENCH_DB}-shm`]) fs.rmSync(f, { force: true });
  fs.renameSync(tmp, BENCH_DB);
  for (const f of [`${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });

  const meta: BenchMeta = {
    key,
    builtAt: new Date().toISOString(),
    buildSeconds: Math.round((performance.now() - started) / 100) / 10,
    bytes: fs.statSync(BENCH_DB).size,
    rows,
    shape,
  };
  fs.writeFileSync(META_FILE, `${JSON.stringify(meta, null, 2)}\n`);
  console.log(
    `bench: built in ${meta.buildSeconds} s, ${(meta.bytes / 1024 ** 3).toFixed(2)} GiB (${fmt(meta.bytes)} bytes)`,
  );
  console.log(`bench: shape ${JSON.stringify(shape)}`);
  return meta;
}

function inTransaction(sqlite: Database.Database, fn: () => void) {
  sqlite.exec("BEGIN");
  fn();
  sqlite.exec("COMMIT");
}

/** avg_rating (2 decimals) and review_count of both profile tables, from the visible reviews. */
function setRatings(sqlite: Database.Database) {
  for (const table of ["gc_profiles", "sub_profiles"]) {
    sqlite.exec(`
      UPDATE ${table} SET avg_rating = r.avg, review_count = r.n
      FROM (SELECT reviewee_id AS uid, round(avg(rating), 2) AS avg, count(*) AS n
            FROM reviews WHERE is_hidden = 0 GROUP BY reviewee_id) AS r
      WHERE ${table}.user_id = r.uid`);
  }
}

/** A few numbers that show the skew (printed, and kept in the meta file). */
function measureShape(sqlite: Database.Database): Record<string, number> {
  const one = (sql: string) => Number((sqlite.prepare(sql).pluck().get() as number | null) ?? 0);
  return {
    maxProjectsPerGc: one("SELECT max(n) FROM (SELECT count(*) AS n FROM projects GROUP BY creator_id)"),
    maxApplicantsPerProject: one(
      "SELECT max(n) FROM (SELECT count(*) AS n FROM project_applications GROUP BY project_id)",
    ),
    projectsWith200Applicants: one(
      "SELECT count(*) FROM (SELECT 1 FROM project_applications GROUP BY project_id HAVING count(*) >= 200)",
    ),
    maxApplicationsPerSub: one(
      "SELECT max(n) FROM (SELECT count(*) AS n FROM project_applications GROUP BY applicant_id)",
    ),
    maxConnectionsPerUser: one(
      `SELECT max(n) FROM (SELECT u, count(*) AS n FROM (SELECT requester_id AS u FROM connections
         UNION ALL SELECT recipient_id FROM connections) GROUP BY u)`,
    ),
    maxMessagesReceived: one("SELECT max(n) FROM (SELECT count(*) AS n FROM messages GROUP BY recipient_id)"),
    maxMessagesBetweenPair: one(
      "SELECT max(n) FROM (SELECT count(*) AS n FROM messages GROUP BY sender_id, recipient_id)",
    ),
    maxReviewsReceived: one("SELECT max(n) FROM (SELECT count(*) AS n FROM reviews GROUP BY reviewee_id)"),
    verifiedCredentials: one("SELECT count(*) FROM certifications WHERE review_state = 'verified'"),
    refusedCredentials: one("SELECT count(*) FROM certifications WHERE review_state = 'refused'"),
    paidAccounts: one("SELECT count(*) FROM users WHERE plan <> 'free'"),
    verifiedSubcontractors: one(
      "SELECT count(*) FROM users WHERE role = 'subcontractor' AND verified_through >= date('now')",
    ),
  };
}

// ---- Data ----

function generate(sqlite: Database.Database, passwordHash: string): Record<string, number> {
  const stream = (n: number) => new Rng(SEED, n);
  const places = new Places();
  const counts: Record<string, number> = {};

  // ---- users ----
  const N = N_USERS;
  const role = new Uint8Array(N + 1);
  const status = new Uint8Array(N + 1);
  const created = new Float64Array(N + 1);
  const activity = new Float64Array(N + 1);
  const tradeOf = new Uint8Array(N + 1);
  const placeOf: Place[] = new Array(N + 1);
  const nameOf: string[] = new Array(N + 1);
  const tradeCum = cumulative(TRADES.map((t) => text.TRADE_WEIGHTS[t]));
  {
    const p = new Progress("users");
    const rng = stream(1);
    const planRng = stream(15);
    const insert = sqlite.prepare(`INSERT INTO users (id, username, email, password_hash, role, account_status,
      suspension_reason, suspended_at, suspended_by, verified_at, last_active_at, deleted_at, created_at, updated_at,
      plan) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let id = 1; id <= N; id++) {
        // Sign-ups grow over the five years (density rises linearly), ids in sign-up order.
        const createdAt =
          id <= N_ADMINS
            ? START + id * 3_600_000
            : START + (NOW - 2 * DAY - START) * Math.sqrt((id - 1 + rng.next()) / N);
        created[id] = createdAt;
        const r = id <= N_ADMINS ? ADMIN : rng.next() < 0.27 ? GC : SUB;
        role[id] = r;
        const s = r === ADMIN ? ACTIVE : rng.next() < 0.01 ? SUSPENDED : rng.next() < 0.005 ? DELETED : ACTIVE;
        status[id] = s;
        // Pareto(1.5) activity weight, capped: most users quiet, a long tail of busier ones.
        activity[id] = r === ADMIN || s === DELETED ? 0 : Math.min(1500, rng.pareto(1.5)) * (s === SUSPENDED ? 0.3 : 1);
        const trade = rng.weighted(tradeCum);
        tradeOf[id] = trade;
        placeOf[id] = places.pick(rng);
        const business =
          r === ADMIN
            ? "TradeLink Admin"
            : r === GC
              ? text.gcCompanyName(rng)
              : text.subBusinessName(rng, TRADES[trade]);
        nameOf[id] = business;
        const username = r === ADMIN ? `admin_${id}` : text.username(rng, business, id);
        const email = r === ADMIN ? `admin${id}@tradelink.example` : text.email(rng, username, business);
        let suspendedAt: number | null = null;
        let deletedAt: number | null = null;
        let lastActive: number;
        if (s !== ACTIVE) {
          suspendedAt = clampNow(recent(rng, createdAt + DAY, 1));
          if (s === DELETED) deletedAt = suspendedAt;
          lastActive = createdAt + (suspendedAt - createdAt) * rng.next();
        } else if (activity[id] > 60) {
          lastActive = NOW - rng.next() * DAY;
        } else {
          lastActive = NOW - (NOW - createdAt) * Math.pow(rng.next(), 3);
        }
        const verifiedAt = r !== ADMIN && rng.next() < 0.05 ? clampNow(createdAt + rng.exponential(30 * DAY)) : null;
        insert.run(
          id,
          username,
          email,
          passwordHash,
          r === ADMIN ? "admin" : r === GC ? "general_contractor" : "subcontractor",
          s === ACTIVE ? "active" : s === SUSPENDED ? "suspended" : "deleted",
          s === ACTIVE ? null : s === DELETED ? "Account deleted by an administrator" : text.suspensionReason(rng),
          suspendedAt === null ? null : Math.round(suspendedAt),
          s === ACTIVE ? null : rng.range(1, N_ADMINS),
          verifiedAt === null ? null : Math.round(verifiedAt),
          Math.round(lastActive),
          deletedAt === null ? null : Math.round(deletedAt),
          Math.round(createdAt),
          Math.round(suspendedAt ?? createdAt),
          r === ADMIN ? "free" : planOf(planRng, r === GC, activity[id]),
        );
      }
    });
    counts.users = N;
    p.done(N);
  }

  // ---- privacy_settings ----
  {
    const p = new Progress("privacy_settings");
    const rng = stream(2);
    const insert = sqlite.prepare(`INSERT INTO privacy_settings (id, user_id, profile_visibility, show_email,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let id = 1; id <= N; id++) {
        const r = rng.next();
        const visibility = r < 0.1 ? "connections_only" : r < 0.13 ? "private" : "public";
        const t = Math.round(created[id]);
        insert.run(id, id, visibility, rng.next() < 0.2 ? 1 : 0, t, t);
      }
    });
    counts.privacy_settings = N;
    p.done(N);
  }

  const uploads = new UploadWriter(sqlite, stream(3));

  // ---- profiles (+ logo uploads) ----
  {
    const p = new Progress("gc/sub profiles");
    const rng = stream(4);
    const insertGc = sqlite.prepare(`INSERT INTO gc_profiles (id, user_id, company_name, location, zip_code, latitude,
      longitude, phone, certifications, project_types, preferred_trades, description, logo_upload_id, is_hidden,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertSub = sqlite.prepare(`INSERT INTO sub_profiles (id, user_id, business_name, specialty, location,
      zip_code, latitude, longitude, phone, service_radius, crew_size, certifications, available_now, description,
      logo_upload_id, is_hidden, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const radius = weightedChoice(SERVICE_RADII.map((r, i) => [r, [15, 35, 30, 14, 6][i]] as const));
    const crew = weightedChoice(CREW_SIZES.map((c, i) => [c, [45, 25, 15, 10, 5][i]] as const));
    let gcs = 0;
    let subs = 0;
    inTransaction(sqlite, () => {
      for (let id = 1; id <= N; id++) {
        if (role[id] === ADMIN || status[id] === DELETED) continue;
        const place = placeOf[id];
        const [city, state] = place.location.split(", ");
        const t = Math.round(created[id] + rng.exponential(2 * DAY));
        const updated = Math.round(recent(rng, t, 2));
        const logo = rng.next() < 0.4 ? uploads.logo(id, t) : null;
        const hidden = rng.next() < 0.002 ? 1 : 0;
        const phoneNumber = rng.next() < 0.7 ? text.phone(rng) : null;
        const trade = TRADES[tradeOf[id]];
        if (role[id] === GC) {
          gcs++;
          insertGc.run(
            gcs,
            id,
            nameOf[id],
            place.location,
            place.zip,
            place.latitude,
            place.longitude,
            phoneNumber,
            text.gcCertifications(rng),
            text.commaList(rng, PROJECT_TYPES, 1, 4),
            text.commaList(rng, TRADES, 2, 6),
            text.gcDescription(rng, { company: nameOf[id], city, state }),
            logo,
            hidden,
            t,
            updated,
          );
        } else {
          subs++;
          insertSub.run(
            subs,
            id,
            nameOf[id],
            trade,
            place.location,
            place.zip,
            place.latitude,
            place.longitude,
            phoneNumber,
            radius(rng),
            crew(rng),
            text.subCertifications(rng, trade),
            rng.next() < 0.3 ? 1 : 0,
            text.subDescription(rng, { company: nameOf[id], city, state, trade }),
            logo,
            hidden,
            t,
            updated,
          );
        }
      }
    });
    counts.gc_profiles = gcs;
    counts.sub_profiles = subs;
    p.done(gcs + subs, `${fmt(gcs)} GC, ${fmt(subs)} sub, ${fmt(uploads.count)} logos`);
  }

  // Users who can act: active or suspended (deleted accounts lost their profile, projects and messages).
  const gcIds: number[] = [];
  const subIds: number[] = [];
  for (let id = 1; id <= N; id++) {
    if (status[id] === DELETED) continue;
    if (role[id] === GC) gcIds.push(id);
    else if (role[id] === SUB) subIds.push(id);
  }
  const gcPick = new UserPicker(gcIds, activity);
  const subPick = new UserPicker(subIds, activity);
  const anyPair = (rng: Rng, power: number): [number, number] => {
    const r = rng.next();
    if (r < 0.45) return [gcPick.sample(rng, power), subPick.sample(rng, power)];
    if (r < 0.8) return [subPick.sample(rng, power), gcPick.sample(rng, power)];
    if (r < 0.95) return [subPick.sample(rng, power), subPick.sample(rng, power)];
    return [gcPick.sample(rng, power), gcPick.sample(rng, power)];
  };

  // ---- certifications (+ files and their uploads) ----
  {
    const p = new Progress("certifications");
    const rng = stream(5);
    const reviewRng = stream(16);
    const owners: number[] = [];
    const times: number[] = [];
    for (let id = 1; id <= N; id++) {
      if (role[id] === ADMIN || status[id] === DELETED) continue;
      let n = 0;
      if (role[id] === SUB && rng.next() < 0.85) n = Math.min(6, 1 + rng.geometric(1.3));
      if (role[id] === GC && rng.next() < 0.35) n = Math.min(4, 1 + rng.geometric(0.8));
      for (let k = 0; k < n; k++) {
        owners.push(id);
        times.push(recent(rng, created[id] + DAY, 1.2));
      }
    }
    const order = orderByTime(Float64Array.from(times), times.length);
    const kind = weightedChoice(CREDENTIAL_KINDS.map((k, i) => [k, [25, 30, 8, 22, 10, 5][i]] as const));
    const insert = sqlite.prepare(`INSERT INTO certifications (id, user_id, kind, name, issuer, number, expires_on,
      review_state, reviewed_at, reviewed_by, refusal_reason, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertFile = sqlite.prepare(
      "INSERT INTO certification_files (id, certification_id, upload_id, created_at) VALUES (?, ?, ?, ?)",
    );
    let files = 0;
    const uploadsBefore = uploads.count;
    inTransaction(sqlite, () => {
      for (let i = 0; i < order.length; i++) {
        const id = i + 1;
        const owner = owners[order[i]];
        const t = Math.round(times[order[i]]);
        const k = kind(rng);
        const state = placeOf[owner].location.slice(-2);
        const c = text.credentialText(rng, k, TRADES[tradeOf[owner]], state);
        const noExpiry =
          k === "w9" || (k === "certification" && rng.next() < 0.3) || (k === "other" && rng.next() < 0.5);
        const expires = noExpiry ? null : isoDate(NOW - 2 * YEAR + rng.next() * 5 * YEAR);
        const review = credentialReview(reviewRng, k, t, expires, { now: NOW, admins: N_ADMINS });
        insert.run(
          id,
          owner,
          k,
          c.name,
          c.issuer,
          c.number,
          expires,
          review?.state ?? "unreviewed",
          review?.reviewedAt ?? null,
          review?.reviewedBy ?? null,
          review?.refusalReason ?? null,
          t,
          review?.reviewedAt ?? t,
        );
        const nFiles = rng.next() < 0.75 ? 1 : 2;
        for (let f = 0; f < nFiles; f++) {
          const upload = uploads.credential(owner, t, c.name);
          insertFile.run(++files, id, upload, t);
        }
      }
    });
    counts.certifications = order.length;
    counts.certification_files = files;
    p.done(order.length, `${fmt(files)} files, ${fmt(uploads.count - uploadsBefore)} uploads`);
  }

  // ---- portfolio (+ photos and their uploads) ----
  {
    const p = new Progress("portfolio_items");
    const rng = stream(6);
    const owners: number[] = [];
    const times: number[] = [];
    const top = new Set(subPick.top);
    for (const id of subIds) {
      if (!top.has(id) && rng.next() >= 0.6) continue;
      const n = top.has(id) ? rng.range(10, 12) : Math.min(12, 1 + rng.geometric(2));
      for (let k = 0; k < n; k++) {
        owners.push(id);
        times.push(recent(rng, created[id] + DAY, 1.2));
      }
    }
    const order = orderByTime(Float64Array.from(times), times.length);
    const insert = sqlite.prepare(`INSERT INTO portfolio_items (id, user_id, title, description, completion_date,
      location, client, features, is_hidden, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertPhoto = sqlite.prepare(`INSERT INTO portfolio_photos (id, portfolio_item_id, upload_id, position,
      caption, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
    let photos = 0;
    inTransaction(sqlite, () => {
      for (let i = 0; i < order.length; i++) {
        const id = i + 1;
        const owner = owners[order[i]];
        const t = Math.round(times[order[i]]);
        const trade = TRADES[tradeOf[owner]];
        const where = places.near(rng, placeOf[owner], 0.85);
        insert.run(
          id,
          owner,
          text.portfolioTitle(rng, trade, where.location.split(", ")[0]),
          text.portfolioDescription(rng, trade),
          rng.next() < 0.85 ? isoDate(t - rng.exponential(120 * DAY)) : null,
          rng.next() < 0.8 ? where.location : null,
          rng.next() < 0.6 ? text.gcCompanyName(rng) : null,
          text.portfolioFeatures(rng),
          rng.next() < 0.002 ? 1 : 0,
          t,
          t,
        );
        const nPhotos = rng.next() < 0.1 ? 0 : Math.min(8, 1 + rng.geometric(1.8));
        for (let k = 0; k < nPhotos; k++) {
          insertPhoto.run(++photos, id, uploads.photo(owner, t), k, text.photoCaption(rng), t);
        }
      }
    });
    counts.portfolio_items = order.length;
    counts.portfolio_photos = photos;
    counts.uploads = uploads.count;
    p.done(order.length, `${fmt(photos)} photos; uploads now ${fmt(uploads.count)}`);
  }

  // ---- projects ----
  const projCreator = new Int32Array(N_PROJECTS);
  const projCreated = new Float64Array(N_PROJECTS);
  const projStatus = new Uint8Array(N_PROJECTS);
  const projBudget = new Uint8Array(N_PROJECTS);
  {
    const p = new Progress("projects");
    const rng = stream(7);
    const dueRng = stream(17);
    const trade = new Uint8Array(N_PROJECTS);
    for (let i = 0; i < N_PROJECTS; i++) {
      const creator = gcPick.sample(rng, 0.1);
      projCreator[i] = creator;
      projCreated[i] = recent(rng, created[creator] + DAY, 1.6);
      trade[i] = rng.int(TRADES.length);
    }
    const order = orderByTime(projCreated, N_PROJECTS);
    const creators = permute(projCreator, order);
    const times = permute(projCreated, order);
    const trades = permute(trade, order);
    projCreator.set(creators);
    projCreated.set(times);
    const byAge = [
      weightedChoice([[0, 75], [1, 20], [3, 5]] as const), // under 30 days
      weightedChoice([[0, 30], [1, 40], [2, 22], [3, 8]] as const), // under 180 days
      weightedChoice([[0, 5], [1, 10], [2, 72], [3, 13]] as const),
    ]; // prettier-ignore
    const budget = weightedChoice(BUDGET_RANGES.map((_, i) => [i, [6, 20, 20, 22, 15, 10, 7][i]] as const));
    const timelineDays = [5, 12, 25, 45, 75, 135, 240];
    const insert = sqlite.prepare(`INSERT INTO projects (id, creator_id, title, description, location, zip_code,
      latitude, longitude, trade_type, budget_range, timeline, requirements, start_date, end_date, status, is_hidden,
      created_at, updated_at, bids_due_at, bids_sealed, bid_reminder_48_at, bid_reminder_24_at, bids_opened_notice_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let i = 0; i < N_PROJECTS; i++) {
        const t = projCreated[i];
        const age = NOW - t;
        const s = byAge[age < 30 * DAY ? 0 : age < 180 * DAY ? 1 : 2](rng);
        projStatus[i] = s;
        const b = budget(rng);
        projBudget[i] = b;
        const tl = rng.int(TIMELINES.length);
        const where = places.near(rng, placeOf[projCreator[i]]);
        const tradeName = TRADES[trades[i]];
        const start = t + rng.range(3, 45) * DAY;
        const due = bidDueOf(dueRng, t, NOW);
        insert.run(
          i + 1,
          projCreator[i],
          text.projectTitle(rng, tradeName),
          text.projectDescription(rng, { trade: tradeName.toLowerCase(), city: where.location.split(", ")[0] }),
          where.location,
          where.zip,
          where.latitude,
          where.longitude,
          tradeName,
          BUDGET_RANGES[b],
          TIMELINES[tl],
          text.projectRequirements(rng),
          isoDate(start),
          rng.next() < 0.75 ? isoDate(start + timelineDays[tl] * DAY * (0.8 + rng.next() * 0.6)) : null,
          PROJECT_STATUSES[s],
          rng.next() < 0.002 ? 1 : 0,
          Math.round(t),
          Math.round(s === 0 ? t : recent(rng, t, 1)),
          due?.dueAt ?? null,
          due?.sealed ? 1 : 0,
          due?.reminder48At ?? null,
          due?.reminder24At ?? null,
          due?.openedNoticeAt ?? null,
        );
      }
    });
    counts.projects = N_PROJECTS;
    p.done(N_PROJECTS);
  }

  // ---- project_applications ----
  const appProject = new Int32Array(N_APPLICATIONS);
  const appApplicant = new Int32Array(N_APPLICATIONS);
  const appTime = new Float64Array(N_APPLICATIONS);
  const appStatus = new Uint8Array(N_APPLICATIONS);
  {
    const p = new Progress("project_applications");
    const rng = stream(8);
    // How many applicants each project gets: a capped Pareto popularity, less for canceled projects.
    const statusFactor = [1, 0.8, 0.7, 0.3];
    const weights = new Float64Array(N_PROJECTS);
    for (let i = 0; i < N_PROJECTS; i++) weights[i] = Math.min(100, rng.pareto(1.5)) * statusFactor[projStatus[i]];
    const perProject = new Int32Array(N_PROJECTS);
    // Three recent open projects of the busiest GCs draw a crowd (the "200+ applicants" case).
    const forced = [350, 260, 220];
    let f = 0;
    for (let i = N_PROJECTS - 1; i >= 0 && f < forced.length; i--) {
      if (projStatus[i] === 0 && gcPick.top.slice(0, 10).includes(projCreator[i])) {
        perProject[i] = forced[f++];
        weights[i] = 0;
      }
    }
    const cum = cumulative(weights);
    let left = N_APPLICATIONS - perProject.reduce((a, b) => a + b, 0);
    while (left-- > 0) perProject[rng.weighted(cum)]++;

    let n = 0;
    const seen = new Set<number>();
    for (let i = 0; i < N_PROJECTS; i++) {
      const k = perProject[i];
      if (k === 0) continue;
      seen.clear();
      const accepted = projStatus[i] === 1 || projStatus[i] === 2 ? rng.int(k) : -1;
      for (let j = 0; j < k; j++) {
        let applicant = subPick.sample(rng, 0.01);
        for (let tries = 0; seen.has(applicant) && tries < 50; tries++) applicant = subPick.sample(rng, 0);
        while (seen.has(applicant)) applicant = subIds[rng.int(subIds.length)];
        seen.add(applicant);
        appProject[n] = i + 1;
        appApplicant[n] = applicant;
        appTime[n] = clampNow(Math.max(projCreated[i], created[applicant]) + rng.exponential(4 * DAY));
        const s = projStatus[i];
        appStatus[n] =
          j === accepted ? 1 : s === 0 ? (rng.next() < 0.85 ? 0 : 2) : s === 3 ? (rng.next() < 0.5 ? 0 : 2) : 2;
        n++;
      }
    }
    const order = orderByTime(appTime, n);
    appProject.set(permute(appProject, order));
    appApplicant.set(permute(appApplicant, order));
    appTime.set(permute(appTime, order));
    appStatus.set(permute(appStatus, order));
    const insert = sqlite.prepare(`INSERT INTO project_applications (id, project_id, applicant_id, bid_amount,
      cover_letter, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const statuses = ["pending", "accepted", "rejected"];
    inTransaction(sqlite, () => {
      for (let i = 0; i < n; i++) {
        const t = appTime[i];
        const project = appProject[i] - 1;
        insert.run(
          i + 1,
          appProject[i],
          appApplicant[i],
          text.bidAmount(rng, projBudget[project]),
          text.coverLetter(rng, TRADES[tradeOf[appApplicant[i]]]),
          statuses[appStatus[i]],
          Math.round(t),
          Math.round(appStatus[i] === 0 ? t : clampNow(t + rng.exponential(6 * DAY))),
        );
      }
    });
    counts.project_applications = n;
    p.done(n);
  }

  // ---- connections ----
  const connA = new Int32Array(N_CONNECTIONS);
  const connB = new Int32Array(N_CONNECTIONS);
  const connTime = new Float64Array(N_CONNECTIONS);
  const connStatus = new Uint8Array(N_CONNECTIONS);
  {
    const p = new Progress("connections");
    const rng = stream(9);
    const pairs = new Set<number>();
    let n = 0;
    while (n < N_CONNECTIONS) {
      const [a, b] = anyPair(rng, 0.01);
      if (a === b) continue;
      const pairKey = Math.min(a, b) * 1_048_576 + Math.max(a, b);
      if (pairs.has(pairKey)) continue;
      pairs.add(pairKey);
      connA[n] = a;
      connB[n] = b;
      connTime[n] = recent(rng, Math.max(created[a], created[b]) + 3_600_000, 1.5);
      n++;
    }
    pairs.clear();
    const order = orderByTime(connTime, n);
    connA.set(permute(connA, order));
    connB.set(permute(connB, order));
    connTime.set(permute(connTime, order));
    const fresh = weightedChoice([
      [0, 60],
      [1, 35],
      [2, 5],
    ] as const);
    const settled = weightedChoice([
      [0, 12],
      [1, 70],
      [2, 18],
    ] as const);
    const type = weightedChoice(CONNECTION_TYPES.map((t, i) => [t, [70, 20, 10][i]] as const));
    const insert = sqlite.prepare(`INSERT INTO connections (id, requester_id, recipient_id, status, type, message,
      created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let i = 0; i < n; i++) {
        const t = connTime[i];
        const s = (NOW - t < 14 * DAY ? fresh : settled)(rng);
        connStatus[i] = s;
        insert.run(
          i + 1,
          connA[i],
          connB[i],
          CONNECTION_STATUSES[s],
          type(rng),
          text.connectionNote(rng),
          Math.round(t),
          Math.round(s === 0 ? t : clampNow(t + rng.exponential(3 * DAY))),
        );
      }
    });
    counts.connections = n;
    p.done(n);
  }

  // ---- messages ----
  {
    const p = new Progress("messages");
    const rng = stream(10);
    const sender = new Int32Array(N_MESSAGES);
    const recipient = new Int32Array(N_MESSAGES);
    const times = new Float64Array(N_MESSAGES);
    let n = 0;
    /** `len` messages between a and b spread from `start` to `end`; the sender switches about 60% of the time. */
    const thread = (a: number, b: number, len: number, start: number, end: number) => {
      let sum = 0;
      const gaps = new Float64Array(len + 1);
      for (let k = 0; k <= len; k++) sum += gaps[k] = rng.exponential(1);
      let acc = 0;
      let from = a;
      let to = b;
      for (let k = 0; k < len; k++) {
        acc += gaps[k];
        if (k > 0 && rng.next() < 0.6) {
          const swap = from;
          from = to;
          to = swap;
        }
        sender[n] = from;
        recipient[n] = to;
        times[n] = Math.min(NOW - 1000, start + ((end - start) * acc) / sum);
        n++;
      }
    };
    // One very long thread between the busiest GC and the busiest subcontractor, over the last two years.
    const [longA, longB] = [gcPick.top[0], subPick.top[0]];
    thread(longA, longB, LONG_THREAD, Math.max(created[longA], created[longB], NOW - 2 * YEAR), NOW - 600_000);
    let conversations = 1;
    while (n < N_MESSAGES) {
      let a: number;
      let b: number;
      let lo: number;
      const c = rng.int(N_CONNECTIONS);
      if (rng.next() < 0.5 && connStatus[c] === 1) {
        [a, b] = rng.next() < 0.5 ? [connA[c], connB[c]] : [connB[c], connA[c]];
        lo = connTime[c];
      } else {
        [a, b] = anyPair(rng, 0.02);
        if (a === b) continue;
        lo = Math.max(created[a], created[b]);
      }
      const len = Math.min(N_MESSAGES - n, rng.next() < 0.03 ? rng.range(20, 200) : 1 + rng.geometric(4));
      // Conversations end recently more often than long ago; a message every few hours on average.
      const end = recent(rng, lo + 3_600_000, 2);
      thread(a, b, len, Math.max(lo + 60_000, end - len * rng.exponential(8 * 3_600_000)), end);
      conversations++;
    }
    const order = orderByTime(times, n);
    const insert = sqlite.prepare(`INSERT INTO messages (id, sender_id, recipient_id, content, is_read, is_hidden,
      created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let i = 0; i < n; i++) {
        const j = order[i];
        const t = times[j];
        const age = NOW - t;
        const unread = age < 2 * DAY ? 0.8 : age < 14 * DAY ? 0.4 : age < 60 * DAY ? 0.08 : 0.003;
        insert.run(
          i + 1,
          sender[j],
          recipient[j],
          text.messageContent(rng),
          rng.next() < unread ? 0 : 1,
          rng.next() < 0.0005 ? 1 : 0,
          Math.round(t),
        );
        if ((i + 1) % 1_000_000 === 0 && i + 1 < n) p.done(i + 1, "so far");
      }
    });
    counts.messages = n;
    p.done(n, `${fmt(conversations)} conversations`);
  }

  // ---- reviews ----
  {
    const p = new Progress("reviews");
    const rng = stream(11);
    const accepted: number[] = [];
    for (let i = 0; i < N_APPLICATIONS; i++) if (appStatus[i] === 1) accepted.push(i);
    const reviewer = new Int32Array(N_REVIEWS);
    const reviewee = new Int32Array(N_REVIEWS);
    const project = new Int32Array(N_REVIEWS);
    const times = new Float64Array(N_REVIEWS);
    const seen = new Set<string>();
    let n = 0;
    while (n < N_REVIEWS) {
      let a: number;
      let b: number;
      let lo: number;
      let proj = 0;
      if (rng.next() < 0.4) {
        const app = rng.pick(accepted);
        const gc = projCreator[appProject[app] - 1];
        [a, b] = rng.next() < 0.7 ? [gc, appApplicant[app]] : [appApplicant[app], gc];
        proj = appProject[app];
        lo = appTime[app];
      } else {
        [a, b] = anyPair(rng, 0.005);
        lo = Math.max(created[a], created[b]);
      }
      if (a === b) continue;
      // One review per reviewer, reviewee and project (the unique indexes of reviews).
      const key = `${a}:${b}:${proj}`;
      if (seen.has(key)) continue;
      seen.add(key);
      reviewer[n] = a;
      reviewee[n] = b;
      project[n] = proj;
      times[n] = recent(rng, lo + DAY, 1.3);
      n++;
    }
    const order = orderByTime(times, n);
    const rating = weightedChoice([[5, 50], [4, 28], [3, 11], [2, 5], [1, 6]] as const); // prettier-ignore
    const insert = sqlite.prepare(`INSERT INTO reviews (id, reviewer_id, reviewee_id, project_id, rating, comment,
      is_hidden, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let i = 0; i < n; i++) {
        const j = order[i];
        const r = rating(rng);
        insert.run(
          i + 1,
          reviewer[j],
          reviewee[j],
          project[j] || null,
          r,
          text.reviewComment(rng, r),
          rng.next() < 0.003 ? 1 : 0,
          Math.round(times[j]),
        );
      }
    });
    counts.reviews = n;
    p.done(n);
  }

  // ---- idempotency keys: a day of writes made with keys and form tokens (the table the write wrapper checks) ----
  {
    const p = new Progress("idempotency_keys");
    const rng = stream(12);
    const insert = sqlite.prepare(`INSERT INTO idempotency_keys (id, scope, key, fingerprint, state, status, response,
      created_at) VALUES (?, ?, ?, ?, 'done', ?, ?, ?)`);
    inTransaction(sqlite, () => {
      for (let i = 1; i <= N_IDEMPOTENCY_KEYS; i++) {
        const user = 1 + Math.floor(rng.next() * N);
        const form = rng.next() < 0.6;
        insert.run(
          i,
          `user:${user}`,
          form
            ? `form:${rng.next().toString(36).slice(2)}.${i}.:r${i % 9}:`
            : `${rng.next().toString(16).slice(2)}-${i}`,
          rng.next().toString(36).slice(2).padEnd(43, "x"),
          form ? 303 : 201,
          form ? '{"redirectTo":"/profile","toast":{"type":"success","title":"Saved"}}' : '{"id":1}',
          Math.round(NOW - rng.next() * DAY),
        );
      }
    });
    counts.idempotency_keys = N_IDEMPOTENCY_KEYS;
    p.done(N_IDEMPOTENCY_KEYS);
  }

  // ---- plan rooms: documents, versions, addenda, acknowledgements, activity ----
  {
    const p = new Progress("plan rooms");
    const planRooms = fillPlanRooms(sqlite, stream(13), {
      projectCount: N_PROJECTS,
      projectCreator: projCreator,
      projectStatus: projStatus,
      projectCreated: projCreated,
      appProject,
      appApplicant,
    });
    Object.assign(counts, planRooms);
    p.done(planRooms.project_documents);
  }

  // ---- bid day: scope checklists, structured bids and plugs on the crowded projects ----
  {
    const p = new Progress("leveling");
    const leveling = fillLeveling(sqlite, stream(14), { appProject, projectCreated: projCreated });
    Object.assign(counts, leveling);
    p.done(leveling.bid_scope_lines);
  }
  return counts;
}

/** Upload rows (no files are written): ids are 32 hex digits like the app's. */
class UploadWriter {
  count = 0;
  private readonly insert: Database.Statement;

  constructor(
    sqlite: Database.Database,
    private readonly rng: Rng,
  ) {
    this.insert = sqlite.prepare(`INSERT INTO uploads (id, owner_id, purpose, content_type, size, width, height,
      original_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  }

  private add(
    owner: number,
    purpose: string,
    type: string,
    size: number,
    w: number | null,
    h: number | null,
    name: string,
    t: number,
  ) {
    const id = this.rng.hex32();
    this.insert.run(id, owner, purpose, type, size, w, h, name, t);
    this.count++;
    return id;
  }

  logo(owner: number, t: number) {
    const side = this.rng.range(192, 1600);
    return this.add(owner, "logo", "image/webp", this.rng.range(8_000, 90_000), side, side, "logo.png", t);
  }

  credential(owner: number, t: number, name: string) {
    const pdf = this.rng.next() < 0.7;
    const file = text.credentialFileName(this.rng, name, pdf);
    return pdf
      ? this.add(owner, "credential", "application/pdf", this.rng.range(40_000, 3_000_000), null, null, file, t)
      : this.add(owner, "credential", "image/jpeg", this.rng.range(200_000, 1_500_000), 1700, 2200, file, t);
  }

  photo(owner: number, t: number) {
    const landscape = this.rng.next() < 0.7;
    const [w, h] = landscape ? [1600, this.rng.pick([900, 1067, 1200])] : [this.rng.pick([900, 1067, 1200]), 1600];
    return this.add(
      owner,
      "portfolio_photo",
      "image/webp",
      this.rng.range(150_000, 900_000),
      w,
      h,
      `IMG_${this.rng.range(1000, 9999)}.jpg`,
      t,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { file } = await ensureBenchDb({ rebuild: process.argv.includes("--rebuild") });
  if (process.argv.includes("--check")) {
    // Foreign keys are off during the build; this proves every reference resolves (about a minute).
    const started = performance.now();
    const sqlite = openDatabase(file).$client;
    const violations = sqlite.pragma("foreign_key_check") as unknown[];
    sqlite.close();
    const s = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`bench: foreign_key_check found ${violations.length} violations (${s} s)`);
    if (violations.length > 0) process.exitCode = 1;
  }
}
