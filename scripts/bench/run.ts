/**
 * Market-scale benchmark:
 *   `npm run bench [-- --only <text>] [--rebuild | --stale-ok] [--build-only] [--iterations N] [--warmup N] [--profile]`
 *
 * 1. Builds data/bench/market.db once (scripts/bench/build-db.ts; cached until db/migrations or the generator
 *    change; `--rebuild` forces it; `--stale-ok` uses a cached file whose key is stale, with a warning, to iterate
 *    on queries without the long build), then points DATABASE_URL at it BEFORE any app module is imported.
 *    `BENCH_SCALE=0.01` does all this on a market of that fraction of the size, in its own file (build-db.ts).
 * 2. Picks sample users and rows (samples.ts): `ctx.busy` / `ctx.quiet` per role and `ctx.items`.
 * 3. Loads every scripts/bench/cases/*.ts and times its cases in-process: 20 warm-up calls, then 200 timed ones
 *    (fewer if a case takes over 30 s), cycling over the case's inputs. Prints p50 / p95 / max in ms per case and
 *    marks the p95 against its target (20 ms, or the case's `targetMs`, e.g. 50 for search and matches). Misses are
 *    listed at the end; the exit code is 0 all the same (it is a report). `npm test` never runs this.
 * 4. With `--profile`, each case then runs once per input with its SQL statements timed, and the costliest are
 *    printed with their query plans (profile.ts; profile-postgres.ts with EXPLAIN ANALYZE on PostgreSQL).
 * 5. With `--postgres <url>`, the same cases run on PostgreSQL (issue 32): the database at the URL must hold the same
 *    market (it is copied there with db:copy's code when it is empty, which takes a while), the app's modules use it,
 *    and the samples and inputs are still read from the SQLite file (the copy keeps every id).
 *
 * Adding cases: create scripts/bench/cases/<feature>.ts exporting `cases: BenchCase[]` (see types.ts), e.g.
 *
 *   import { getUserRecord } from "~/domain/accounts.server";
 *   import { benchCase, type BenchCase } from "../types";
 *   export const cases: BenchCase[] = [
 *     benchCase({ name: "getUserRecord (busy)", inputs: (ctx) => ctx.busy.all, run: (id) => getUserRecord(id) }),
 *   ];
 *
 * Case files may import app modules statically: they are loaded only after DATABASE_URL is set. A case is named
 * "<file>: <name>", and `--only` matches that text. The connection is query-only, so a case cannot change the cached
 * database by accident; a case that must write does it through `rolledBack` (rolled-back.ts), on either database.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { BENCH_DB, ensureBenchDb } from "./build-db";
import { profileCase } from "./profile";
import { profilePostgresCase } from "./profile-postgres";
import type { BenchCase, BenchContext } from "./types";

const { values: args } = parseArgs({
  options: {
    only: { type: "string", multiple: true },
    rebuild: { type: "boolean", default: false },
    "stale-ok": { type: "boolean", default: false },
    iterations: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
    "build-only": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    postgres: { type: "string" },
  },
});
const ITERATIONS = Math.max(1, Number(args.iterations));
const WARMUP = Math.max(0, Number(args.warmup));
const CASE_BUDGET_MS = 30_000;
const DEFAULT_TARGET_MS = 20;

const { meta, built } = await ensureBenchDb({ rebuild: args.rebuild, staleOk: args["stale-ok"] });
const gib = (meta.bytes / 1024 ** 3).toFixed(2);
const when = built ? "built just now" : `cached, built ${meta.builtAt.slice(0, 10)}`;
console.log(`bench: ${path.relative(process.cwd(), BENCH_DB)} (${gib} GiB; ${when} in ${meta.buildSeconds} s)`);
if (args["build-only"]) process.exit(0);

const POSTGRES_URL = args.postgres;
if (POSTGRES_URL) await ensurePostgresMarket(POSTGRES_URL);

// Every app module opens the database named here when first imported, so this comes before any of them loads.
process.env.DATABASE_URL = POSTGRES_URL ?? BENCH_DB;
const { closeDatabases, getDb, loadPostgresDriver } = await import("../../db/client");
// db/client.ts loads the driver when first imported on a postgres:// URL; the copy above may have imported it first.
if (POSTGRES_URL) await loadPostgresDriver();
const { pickSamples } = await import("./samples");
/** The SQLite file: the app's own connection, or on PostgreSQL only where the samples and inputs come from. */
const db = getDb(BENCH_DB);
db.$client.pragma("query_only = ON");
console.log(`bench: the app runs on ${POSTGRES_URL ? "PostgreSQL" : "SQLite"}`);

let t0 = performance.now();
const ctx: BenchContext = { db, ...pickSamples(db.$client) };
console.log(`bench: samples picked in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`  busy  gc ${ctx.busy.gc.join(", ")} | sub ${ctx.busy.sub.join(", ")}`);
console.log(
  `  quiet ${ctx.quiet.gc.length} gc, ${ctx.quiet.sub.length} sub; long thread ${ctx.items.longThread.join(" <-> ")}`,
);

type Loaded = { name: string; c: BenchCase };
const casesDir = fileURLToPath(new URL("./cases/", import.meta.url));
const loaded: Loaded[] = [];
for (const file of fs
  .readdirSync(casesDir)
  .filter((f) => f.endsWith(".ts"))
  .sort()) {
  const mod = (await import(pathToFileURL(path.join(casesDir, file)).href)) as { cases?: BenchCase[] };
  if (!Array.isArray(mod.cases)) throw new Error(`scripts/bench/cases/${file} must export \`cases: BenchCase[]\``);
  for (const c of mod.cases) loaded.push({ name: `${path.basename(file, ".ts")}: ${c.name}`, c });
}
const only = args.only ?? [];
const selected = loaded.filter(
  ({ name }) => only.length === 0 || only.some((o) => name.toLowerCase().includes(o.toLowerCase())),
);
if (selected.length === 0) {
  console.log(`bench: no case matches ${only.map((o) => `"${o}"`).join(", ")}`);
  process.exit(0);
}

type Result = { name: string; n: number; p50: number; p95: number; max: number; target: number; error?: string };
const results: Result[] = [];
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const width = Math.max(30, ...selected.map(({ name }) => name.length));
const header = `${"case".padEnd(width)}  ${"n".padStart(4)}  ${"p50 ms".padStart(8)}  ${"p95 ms".padStart(8)}  ${"max ms".padStart(8)}  target`;
console.log(`\n${header}\n${"-".repeat(header.length + 4)}`);

for (const { name, c } of selected) {
  const target = c.targetMs ?? DEFAULT_TARGET_MS;
  const inputs = await c.inputs(ctx);
  if (inputs.length === 0) {
    results.push({ name, n: 0, p50: 0, p95: 0, max: 0, target, error: "no inputs in this database" });
    console.log(`${name.padEnd(width)}  skipped: no inputs`);
    continue;
  }
  const times: number[] = [];
  try {
    for (let i = 0; i < WARMUP; i++) await c.run(inputs[i % inputs.length], ctx);
    const started = performance.now();
    for (let i = 0; i < ITERATIONS; i++) {
      const input = inputs[i % inputs.length];
      t0 = performance.now();
      await c.run(input, ctx);
      times.push(performance.now() - t0);
      if (i >= 19 && performance.now() - started > CASE_BUDGET_MS) break;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, n: times.length, p50: 0, p95: 0, max: 0, target, error: message });
    console.log(`${name.padEnd(width)}  ERROR: ${message}`);
    continue;
  }
  times.sort((a, b) => a - b);
  const r = {
    name,
    n: times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times[times.length - 1],
    target,
  };
  results.push(r);
  const mark = r.p95 <= target ? "ok" : "MISS";
  console.log(
    `${name.padEnd(width)}  ${String(r.n).padStart(4)}  ${ms(r.p50).padStart(8)}  ${ms(r.p95).padStart(8)}  ${ms(r.max).padStart(8)}  ≤${target} ${mark}`,
  );
  if (args.profile && POSTGRES_URL) {
    const pool = getDb(POSTGRES_URL).$client as unknown as import("pg").Pool;
    await profilePostgresCase((await loadPostgresDriver()).pg, pool, inputs, (input) => c.run(input, ctx));
  } else if (args.profile) {
    await profileCase(db.$client, inputs, (input) => c.run(input, ctx));
  }
}

const misses = results.filter((r) => r.error || r.p95 > r.target);
console.log("");
if (misses.length === 0) {
  console.log(`bench: all ${results.length} cases within target (p95)`);
} else {
  console.log(`bench: ${misses.length} of ${results.length} cases MISSED their target:`);
  for (const r of misses) {
    console.log(`  - ${r.name}: ${r.error ? `error: ${r.error}` : `p95 ${ms(r.p95)} ms > ${r.target} ms`}`);
  }
}
// What the page cache and memory map cost: SQLite's cache is anonymous memory (within its bound); mapped pages of
// the file are the OS's page cache, shared and dropped under pressure.
const status = fs.readFileSync("/proc/self/status", "utf8");
const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
console.log(
  `bench: memory at the end: rss ${Math.round(kib("VmRSS") / 1024)} MiB ` +
    `(anonymous ${Math.round(kib("RssAnon") / 1024)}, mapped file ${Math.round(kib("RssFile") / 1024)})`,
);
await closeDatabases();

/**
 * The PostgreSQL database at `url` holds the market of the SQLite file: copied into it when it is empty (db:copy's
 * code: migrations, every row, counts checked), refused when it holds something else.
 */
async function ensurePostgresMarket(url: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migrated: boolean }>("SELECT to_regclass('users') IS NOT NULL AS migrated");
    const users = rows[0].migrated ? Number((await client.query("SELECT count(*) AS n FROM users")).rows[0].n) : 0;
    if (users === meta.rows.users) return;
    if (users !== 0) throw new Error(`bench: ${url} holds ${users} users, not this market's ${meta.rows.users}`);
  } finally {
    await client.end();
  }
  console.log("bench: copying the market into PostgreSQL (once; db:copy's code)");
  const started = performance.now();
  const { migratePostgres } = await import("../../db/migrate-pg");
  const { copySqliteToPostgres } = await import("../../app/infra/db-copy.server");
  await migratePostgres(url);
  await copySqliteToPostgres(BENCH_DB, url, (line) => console.log(`  ${line}`));
  console.log(`bench: copied in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
