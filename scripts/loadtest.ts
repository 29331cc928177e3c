/**
 * A bounded load test on a server of its own (loopback only):
 *   npm run loadtest -- [--clients 200] [--duration 300] [--workers 1] [--crash [--kill-primary] [--restart-limit 5000]]
 *   npm run loadtest -- --cluster 3 [--clients 200] [--duration 300] [--crash | --drain]
 * It starts the server on a fresh database under tests/.tmp/loadtest, makes one account per client through the API,
 * then every client loops over a mix of steps (sign in, browse projects, search, open a conversation, send a
 * message, apply, post a project) until the time is up. Every write carries an Idempotency-Key and is recorded
 * with its answer. With --crash the server (with --workers 2: one worker; with --kill-primary too: the primary,
 * which takes its workers with it) is killed with SIGKILL halfway and started again. At the end the database is checked: every acknowledged write is there, nothing half-written,
 * `PRAGMA integrity_check` passes. It prints throughput and p50/p95/p99 per step and exits 1 on any 5xx or loss.
 *
 * With --cluster N the load goes through haproxy to N nodes on a throwaway PostgreSQL (scripts/cluster.ts); with
 * --crash one node is killed with SIGKILL halfway and started again at three quarters. haproxy retries what the dead
 * node never received and the repeatable requests it received, so what may fail is only a request in flight on it:
 * one that may not be repeated (a sign-in: no Idempotency-Key), or a keyed write whose dead first attempt still
 * holds its key (409). Each such failure is printed; there may be at most one per client (a client has one request
 * in flight), all started before haproxy took the node out. With --drain node 2 is stopped with SIGTERM instead (as a
 * deployment or a scale-down stops it): it drains (server/http.ts), so not one request may fail.
 * The checks then run on PostgreSQL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import Database from "better-sqlite3";
import pg from "pg";

import { startCluster, type Cluster } from "./cluster";

const { values: args } = parseArgs({
  options: {
    clients: { type: "string", default: "200" },
    duration: { type: "string", default: "300" },
    workers: { type: "string", default: "1" },
    crash: { type: "boolean", default: false },
    /** With --cluster: stop node 2 with SIGTERM halfway (a graceful stop) instead of killing it. */
    drain: { type: "boolean", default: false },
    "kill-primary": { type: "boolean", default: false },
    /** How soon the server must answer again after the kill (the issue's 5 s; the e2e run allows more, see there). */
    "restart-limit": { type: "string", default: "5000" },
    port: { type: "string", default: "3190" },
    /** Nodes behind haproxy (0: one server, as before). */
    cluster: { type: "string", default: "0" },
  },
});
const NODES = Number(args.cluster);
const CLIENTS = Number(args.clients);
const DURATION_MS = Number(args.duration) * 1000;
const WORKERS = Number(args.workers);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = path.resolve(`tests/.tmp/loadtest-${PORT}`);
const DB_FILE = `${DIR}/app.db`;
/** How long haproxy may take to stop sending to a dead node: two failed checks a second apart, and some slack. */
const TAKEN_OUT_MS = 4000;
const STOP_NODE = NODES > 0 && (args.crash || args.drain);

type Write = {
  kind: "message" | "application" | "project";
  key: string;
  status: number | null;
  id?: number;
  detail: string;
};
const writes: Write[] = [];
/**
 * Requests that failed: no answer from the app (the proxy's 502/503/504, or no connection at all), or a keyed write's
 * 409 "still being processed" (its first attempt holds the key: it died with a node, and the key is free again after
 * two minutes; app/infra/idempotency.server.ts).
 */
const failures: { step: string; startedAt: number; endedAt: number; status: number | "network" }[] = [];
const timings = new Map<string, number[]>();
const statuses = new Map<string, Map<number | "network", number>>();

function note(step: string, ms: number, status: number | "network") {
  if (!timings.has(step)) timings.set(step, []);
  timings.get(step)!.push(ms);
  const byStatus = statuses.get(step) ?? new Map<number | "network", number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statuses.set(step, byStatus);
}

async function call(
  step: string,
  method: string,
  url: string,
  { cookie, body, key }: { cookie?: string; body?: unknown; key?: string } = {},
) {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(key ? { "Idempotency-Key": key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    note(step, performance.now() - started, response.status);
    if (
      [502, 503, 504].includes(response.status) ||
      (response.status === 409 && text.includes("still being processed"))
    )
      failures.push({ step, startedAt: started, endedAt: performance.now(), status: response.status });
    return { status: response.status, text, headers: response.headers };
  } catch {
    note(step, performance.now() - started, "network");
    failures.push({ step, startedAt: started, endedAt: performance.now(), status: "network" });
    // No server (the crash test): wait a little instead of spinning.
    await new Promise((r) => setTimeout(r, 100));
    return { status: null, text: "", headers: new Headers() };
  }
}

// ---- The server ----

let server: ChildProcess | null = null;
let cluster: Cluster | null = null;

const LOAD_SETTINGS = {
  RATE_LIMIT_GENERAL_MAX: "100000000",
  RATE_LIMIT_WRITE_MAX: "100000000",
  RATE_LIMIT_AUTH_MAX: "100000000",
  // Each client posts many projects: the Free plan's limit of 3 active postings would refuse most of them.
  PLAN_LIMITS: "off",
};

function startServer() {
  server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE_URL: DB_FILE,
      SEED_DEMO: "false",
      SESSION_SECRET: "loadtest-secret",
      NODE_ENV: "production",
      WEB_CONCURRENCY: String(WORKERS),
      ...LOAD_SETTINGS,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function healthy(timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms`);
}

// ---- Clients ----

type Client = {
  n: number;
  role: "general_contractor" | "subcontractor";
  username: string;
  id: number;
  cookie: string;
  partner?: number;
};

async function makeClient(n: number): Promise<Client> {
  const role = n % 3 === 0 ? "general_contractor" : "subcontractor";
  const username = `load_${n}`;
  const registered = await call("register", "POST", "/api/register", {
    body: { username, email: `${username}@example.com`, password: "secret123", role },
    key: `register-${n}`,
  });
  if (registered.status !== 201) throw new Error(`register ${username}: ${registered.status} ${registered.text}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const profile =
    role === "general_contractor"
      ? { company_name: `Load ${n} Builders`, location: "Phoenix, AZ", zip_code: "85004" }
      : { business_name: `Load ${n} Electric`, specialty: "Electrical", location: "Tempe, AZ", zip_code: "85281" };
  const saved = await call("profile", "POST", role === "general_contractor" ? "/api/profile/gc" : "/api/profile/sub", {
    cookie,
    body: profile,
  });
  return { n, role, username, id: (JSON.parse(saved.text) as { id: number }).id, cookie };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
let openProjects: number[] = [];
let writeCounter = 0;

async function step(client: Client, stopAt: number) {
  const roll = Math.random();
  if (roll < 0.05) {
    const login = await call("sign in", "POST", "/api/login", {
      body: { username: client.username, password: "secret123" },
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    if (login.status === 200 && cookie) client.cookie = cookie;
  } else if (roll < 0.3) {
    await call("browse projects", "GET", `/api/projects?page=${1 + Math.floor(Math.random() * 3)}`, {
      cookie: client.cookie,
    });
  } else if (roll < 0.45) {
    if (client.role === "subcontractor") {
      await call("search", "GET", "/api/search/projects?location=85004&distance=50&accepting=true", {
        cookie: client.cookie,
      });
    } else {
      await call("search", "GET", "/api/search/contractors?location=85004&distance=50", { cookie: client.cookie });
    }
  } else if (roll < 0.6 && client.partner) {
    await call("open conversation", "GET", `/api/messages/${client.partner}`, { cookie: client.cookie });
  } else if (roll < 0.85 && client.partner) {
    const key = `msg-${client.n}-${writeCounter++}`;
    const content = `Load message ${key}`;
    const sent = await call("send message", "POST", "/api/messages", {
      cookie: client.cookie,
      body: { recipient_id: client.partner, content },
      key,
    });
    writes.push({
      kind: "message",
      key,
      status: sent.status,
      id: sent.status === 201 ? (JSON.parse(sent.text) as { id: number }).id : undefined,
      detail: content,
    });
  } else if (client.role === "subcontractor" && openProjects.length) {
    const key = `apply-${client.n}-${writeCounter++}`;
    const projectId = pick(openProjects);
    const applied = await call("apply", "POST", "/api/applications", {
      cookie: client.cookie,
      body: {
        project_id: projectId,
        cover_letter: `We can do project ${projectId}; key ${key}.`,
        bid_amount_dollars: 25000,
      },
      key,
    });
    writes.push({
      kind: "application",
      key,
      status: applied.status,
      id: applied.status === 201 ? (JSON.parse(applied.text) as { id: number }).id : undefined,
      detail: `${client.id}:${projectId}`,
    });
  } else if (client.role === "general_contractor" && Date.now() < stopAt) {
    const key = `project-${client.n}-${writeCounter++}`;
    const posted = await call("post project", "POST", "/api/projects", {
      cookie: client.cookie,
      key,
      body: {
        title: `Load project ${key}`,
        description: "Rough-in and trim for a tenant improvement, posted by the load test.",
        location: "Phoenix, AZ",
        zip_code: "85004",
        trade_type: "Electrical",
        budget_range: "$10,000 - $25,000",
        timeline: "2-4 weeks",
        requirements: "Licensed electrical contractor.",
      },
    });
    const id = posted.status === 201 ? (JSON.parse(posted.text) as { id: number }).id : undefined;
    if (id) openProjects = [...openProjects.slice(-200), id];
    writes.push({ kind: "project", key, status: posted.status, id, detail: `Load project ${key}` });
  }
}

// ---- Checks ----

/** The first column of the first row of a query with at most one `?` parameter, on SQLite or PostgreSQL. */
type Lookup = (sql: string, param?: number) => Promise<unknown>;

async function verify(): Promise<string[]> {
  if (cluster) {
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      // PostgreSQL enforces every foreign key on write and has no integrity_check to run.
      return await verifyWrites(async (sql, param) => {
        const { rows } = await client.query({
          text: sql.replace("?", "$1"),
          values: param === undefined ? [] : [param],
          rowMode: "array",
        });
        return (rows as unknown[][])[0]?.[0];
      });
    } finally {
      await client.end();
    }
  }
  const db = new Database(DB_FILE, { readonly: true });
  const problems: string[] = [];
  const integrity = db.prepare("PRAGMA integrity_check").pluck().get();
  if (integrity !== "ok") problems.push(`integrity_check: ${String(integrity)}`);
  const fk = db.prepare("PRAGMA foreign_key_check").all();
  if (fk.length) problems.push(`foreign_key_check: ${fk.length} rows`);
  problems.push(
    ...(await verifyWrites(async (sql, param) =>
      param === undefined ? db.prepare(sql).pluck().get() : db.prepare(sql).pluck().get(param),
    )),
  );
  db.close();
  return problems;
}

/** Every acknowledged write is there as written, and nothing is half-written. */
async function verifyWrites(lookup: Lookup): Promise<string[]> {
  const problems: string[] = [];
  const queries = {
    message: "SELECT content FROM messages WHERE id = ?",
    application: "SELECT applicant_id || ':' || project_id FROM project_applications WHERE id = ?",
    project: "SELECT title FROM projects WHERE id = ?",
  };
  for (const w of writes) {
    const acknowledged = w.status !== null && w.status >= 200 && w.status < 300;
    if (!acknowledged || w.id === undefined) continue;
    const found = (await lookup(queries[w.kind], w.id)) ?? undefined;
    if (found !== w.detail)
      problems.push(`acknowledged ${w.kind} ${w.key} (id ${w.id}) is ${found === undefined ? "missing" : "different"}`);
  }
  // Nothing half-written: each message has both conversation rows; each application its owner's notification.
  const orphanMessages = await lookup(
    `SELECT CAST(count(*) AS integer) FROM messages m WHERE NOT EXISTS (SELECT 1 FROM conversations c WHERE c.user_id = m.sender_id AND c.other_id = m.recipient_id)
       OR NOT EXISTS (SELECT 1 FROM conversations c WHERE c.user_id = m.recipient_id AND c.other_id = m.sender_id)`,
  );
  if (orphanMessages) problems.push(`${String(orphanMessages)} messages without their conversation rows`);
  const silentApplications = await lookup(
    `SELECT CAST(count(*) AS integer) FROM project_applications a JOIN projects p ON p.id = a.project_id WHERE NOT EXISTS
       (SELECT 1 FROM notifications n WHERE n.user_id = p.creator_id AND n.kind = 'application_received' AND n.actor_id = a.applicant_id)`,
  );
  if (silentApplications) problems.push(`${String(silentApplications)} applications without their notification`);
  return problems;
}

/**
 * Through haproxy, a request fails only if it was in flight on the killed node: haproxy does not repeat a write
 * without a key (a sign-in: 502), and a keyed write it repeats on another node may find its key still held by the
 * dead attempt (409). So at most one per client, each started before haproxy took the node out of rotation.
 * Without a kill, none fails.
 */
function failoverProblems(): string[] {
  const at = (ms: number) =>
    killedAt === null
      ? `at ${(ms / 1000).toFixed(2)} s`
      : `${(Math.abs(ms - killedAt) / 1000).toFixed(2)} s ${ms < killedAt ? "before" : "after"} the kill`;
  console.log(`\nfailed requests (no answer from the app, or their key held by a dead attempt): ${failures.length}`);
  for (const f of failures) console.log(`  ${f.step}: ${f.status}, started ${at(f.startedAt)}, ended ${at(f.endedAt)}`);
  // A drained node finishes what it took: nothing may fail.
  const bound = killedAt === null || args.drain ? 0 : CLIENTS;
  const problems: string[] = [];
  if (failures.length > bound) problems.push(`${failures.length} failed requests (at most ${bound})`);
  const late = failures.filter((f) => killedAt === null || f.startedAt > killedAt + TAKEN_OUT_MS);
  if (late.length) problems.push(`${late.length} requests failed that started once the node was out of rotation`);
  return problems;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ---- Run ----

fs.rmSync(DIR, { recursive: true, force: true });
fs.mkdirSync(DIR, { recursive: true });
if (NODES > 0) {
  cluster = await startCluster({
    port: PORT,
    nodes: NODES,
    dataDir: DIR,
    env: { SEED_DEMO: "false", SESSION_SECRET: "loadtest-secret", ...LOAD_SETTINGS },
    log: (line) => console.error(line),
  });
  console.log(
    `loadtest: ${CLIENTS} clients for ${DURATION_MS / 1000} s on ${BASE} (haproxy, ${NODES} nodes, PostgreSQL)${STOP_NODE ? `, ${args.drain ? "stopping node 2 with SIGTERM" : "killing node 2"} halfway and starting it again at three quarters` : ""}`,
  );
} else {
  startServer();
  await healthy(60_000);
  console.log(
    `loadtest: ${CLIENTS} clients for ${DURATION_MS / 1000} s on ${BASE} (${WORKERS} worker${WORKERS > 1 ? "s" : ""})${args.crash ? `, killing the ${WORKERS > 1 && !args["kill-primary"] ? "worker" : "server"} halfway` : ""}`,
  );
}

const clients: Client[] = [];
for (let i = 0; i < CLIENTS; i += 20) {
  clients.push(...(await Promise.all(Array.from({ length: Math.min(20, CLIENTS - i) }, (_, k) => makeClient(i + k)))));
}
// Pairs connect (each sub with a contractor) so they may write to each other.
const gcs = clients.filter((c) => c.role === "general_contractor");
for (const sub of clients.filter((c) => c.role === "subcontractor")) {
  const gc = gcs[sub.n % gcs.length];
  const asked = await call("connect", "POST", "/api/connections", {
    cookie: sub.cookie,
    body: { recipient_id: gc.id, type: "general" },
    key: `connect-${sub.n}`,
  });
  if (asked.status === 201) {
    const { id } = JSON.parse(asked.text) as { id: number };
    await call("connect", "PATCH", `/api/connections/${id}`, { cookie: gc.cookie, body: { status: "accepted" } });
    sub.partner = gc.id;
    gc.partner ??= sub.id;
  }
}
timings.clear();
statuses.clear();
failures.length = 0;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const started = Date.now();
const stopAt = started + DURATION_MS;
let restartMs: number | null = null;
/** When the node was killed (performance.now()), in cluster mode. */
let killedAt: number | null = null;
const crash =
  !args.crash && !STOP_NODE
    ? Promise.resolve()
    : cluster
      ? (async () => {
          await new Promise((r) => setTimeout(r, DURATION_MS / 2));
          killedAt = performance.now();
          if (args.drain) {
            await cluster.killNode(1, "SIGTERM");
            console.log(
              `loadtest: stopped node 2 with SIGTERM; it exited after ${Math.round(performance.now() - killedAt)} ms`,
            );
          } else {
            await cluster.killNode(1);
            console.log("loadtest: killed node 2 with SIGKILL");
          }
          await new Promise((r) => setTimeout(r, DURATION_MS / 4));
          const t = Date.now();
          await cluster.startNode(1);
          restartMs = Date.now() - t;
          console.log(`loadtest: node 2 started again, answering after ${restartMs} ms`);
        })()
      : (async () => {
          await new Promise((r) => setTimeout(r, DURATION_MS / 2));
          const workerPids = () =>
            fs
              .readFileSync(`/proc/${server!.pid}/task/${server!.pid}/children`, "utf8")
              .trim()
              .split(/\s+/)
              .map(Number);
          if (WORKERS > 1 && !args["kill-primary"]) {
            // One worker dies; the primary starts another while the other keeps serving.
            const [worker] = workerPids();
            process.kill(worker, "SIGKILL");
            console.log(`loadtest: killed worker ${worker} with SIGKILL`);
            restartMs = await healthy(5000);
          } else {
            const orphans = WORKERS > 1 ? workerPids() : [];
            server!.kill("SIGKILL");
            console.log(`loadtest: killed the server${WORKERS > 1 ? "'s primary" : ""} with SIGKILL`);
            const t = Date.now();
            await new Promise((r) => server!.once("exit", r));
            // Workers whose primary is gone exit by themselves (Node's cluster); none may be left holding the database.
            while (orphans.some(isRunning)) await new Promise((r) => setTimeout(r, 20));
            startServer();
            await healthy(30_000);
            restartMs = Date.now() - t;
          }
          console.log(`loadtest: serving again after ${restartMs} ms`);
        })();
await Promise.all(
  clients.map(async (client) => {
    while (Date.now() < stopAt) await step(client, stopAt);
  }),
);
await crash;
const elapsed = (Date.now() - started) / 1000;
if (server) {
  await new Promise<void>((resolve) => {
    server!.once("exit", () => resolve());
    server!.kill("SIGTERM");
  });
}

let total = 0;
let serverErrors = 0;
console.log(`\nstep                  requests   req/s    p50 ms   p95 ms   p99 ms  answers`);
for (const [name, list] of [...timings].sort()) {
  const sorted = [...list].sort((a, b) => a - b);
  total += list.length;
  const byStatus = [...(statuses.get(name) ?? new Map())].map(([s, n]) => `${s}:${n}`).join(" ");
  serverErrors += [...(statuses.get(name) ?? new Map())]
    .filter(([s]) => typeof s === "number" && s >= 500 && !(cluster && [502, 503, 504].includes(s)))
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `${name.padEnd(20)} ${String(list.length).padStart(9)} ${(list.length / elapsed).toFixed(1).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 95).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}  ${byStatus}`,
  );
}
const acknowledged = writes.filter((w) => w.status !== null && w.status < 300).length;
console.log(
  `\ntotal ${total} requests in ${elapsed.toFixed(0)} s (${(total / elapsed).toFixed(1)} req/s); ${writes.length} writes, ${acknowledged} acknowledged`,
);
const problems = await verify();
await cluster?.stop();
if (serverErrors) problems.push(`${serverErrors} answers of 5xx`);
if (cluster) problems.push(...failoverProblems());
const RESTART_LIMIT_MS = Number(args["restart-limit"]);
if (!cluster && args.crash && (restartMs === null || restartMs > RESTART_LIMIT_MS))
  problems.push(`serving again took ${restartMs} ms (limit ${RESTART_LIMIT_MS})`);
if (problems.length) {
  console.error(`loadtest: FAILED\n  ${problems.slice(0, 20).join("\n  ")}`);
  process.exit(1);
}
console.log(
  cluster
    ? "loadtest: every acknowledged write is in the database, nothing half-written, no 5xx from the app"
    : "loadtest: every acknowledged write is in the database, nothing half-written, integrity ok, no 5xx",
);
