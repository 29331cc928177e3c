/**
 * Several TradeLink nodes behind haproxy on loopback (issue 33), for a person to try and for `npm run test:cluster`:
 * a throwaway PostgreSQL (scripts/pg-throwaway.ts) unless a database is given, a throwaway redis-server (no
 * persistence, in a temporary directory), N nodes (`node scripts/start.js`: the built server, built first when
 * stale) sharing the database, Redis, the session secret and one data directory, and haproxy (ops/haproxy.cfg)
 * in front. The first node migrates the database and seeds the demo alone; the others start once it answers.
 *
 *   npm run cluster -- [--port 8080] [--nodes 3] [--node-port PORT+1] [--database-url postgres://…] [--data-dir DIR]
 *                      [--verbose]
 * Ctrl-C (or SIGTERM) stops the nodes with SIGTERM (they drain), then haproxy, Redis and PostgreSQL, and removes
 * the temporary directories. Nodes take the rest of their settings from the environment (RATE_LIMIT_*, SMTP_URL…).
 *
 * As a module: `const cluster = await startCluster({ port: 8080 }); … cluster.killNode(1); await
 * cluster.startNode(1); … await cluster.stop();`
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { isMain } from "./generated-file";
import { startThrowawayPostgres } from "./pg-throwaway";
import { startThrowawayRedis } from "./redis-throwaway";

const ROOT = path.resolve(import.meta.dirname, "..");
/** A first start migrates and may seed the demo (images included): over a minute on a busy 2-core machine. */
const START_LIMIT_MS = 180_000;

export type ClusterOptions = {
  /** haproxy's port on 127.0.0.1. */
  port: number;
  /** The nodes' ports (default: the `nodes` ports after `port`). */
  nodePorts?: number[];
  nodes?: number;
  /** A PostgreSQL database to use (else a throwaway server is started and removed with the cluster). */
  databaseUrl?: string;
  /** The data directory the nodes share (else a temporary one, removed with the cluster). */
  dataDir?: string;
  /** Settings for every node, over this process's environment. */
  env?: Record<string, string>;
  /** Where the nodes' lines go: each line that is not a JSON request log, prefixed with the node's name. */
  log?: (line: string) => void;
  /** Request logs too. */
  verbose?: boolean;
};

export type ClusterNode = { name: string; port: number; url: string; process: () => ChildProcess | null };

export type Cluster = {
  /** haproxy's address: http://127.0.0.1:PORT */
  url: string;
  nodes: ClusterNode[];
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** Kills node `index` (SIGKILL unless told) and resolves once it has exited. */
  killNode: (index: number, signal?: NodeJS.Signals) => Promise<void>;
  /** Starts node `index` again (never seeding); resolves once it answers /healthz. */
  startNode: (index: number) => Promise<void>;
  /** Nodes (SIGTERM, so they drain), haproxy, Redis, PostgreSQL; temporary directories removed. */
  stop: () => Promise<void>;
};

/** Resolves once `url` answers 200, or throws after `timeoutMs`. */
async function answers(url: string, timeoutMs: number, exited?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited?.()) throw new Error(`the process behind ${url} exited`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** haproxy on the PATH or where Debian puts it. */
function haproxyBinary(): string {
  for (const dir of [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"]) {
    if (dir && fs.existsSync(path.join(dir, "haproxy"))) return path.join(dir, "haproxy");
  }
  throw new Error("haproxy not found: install it (Debian: apt-get install haproxy)");
}

/** Resolves when the process has exited; sends `signal` first, and SIGKILL after `graceMs`. */
function ended(child: ChildProcess, signal: NodeJS.Signals, graceMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Passes a child's output to `log` line by line, with a prefix. */
function forward(stream: NodeJS.ReadableStream | null, prefix: string, log: (line: string) => void, all: boolean) {
  let rest = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (all || !line.startsWith("{")) log(`${prefix} ${line}`);
  });
}

/** ops/haproxy.cfg with one `server` line per node. */
function haproxyConfig(nodePorts: number[]): string {
  const base = fs.readFileSync(path.join(ROOT, "ops/haproxy.cfg"), "utf8");
  const servers = nodePorts.map((port, i) => `  server node${i + 1} 127.0.0.1:${port}`);
  return `${base.trimEnd()}\n${servers.join("\n")}\n`;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.nodePorts?.length ?? options.nodes ?? 3;
  const nodePorts = options.nodePorts ?? Array.from({ length: count }, (_, i) => options.port + 1 + i);
  const log = options.log ?? (() => {});
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tradelink-cluster-"));
  const dataDir = path.resolve(options.dataDir ?? path.join(tmp, "data"));
  fs.mkdirSync(dataDir, { recursive: true });

  const processes: { nodes: (ChildProcess | null)[]; haproxy?: ChildProcess } = {
    nodes: nodePorts.map(() => null),
  };
  let stopPostgres = async () => {};
  let stopRedis = async () => {};
  let stopped = false;
  const killAll = () => {
    for (const child of [...processes.nodes, processes.haproxy]) child?.kill("SIGKILL");
  };
  process.on("exit", killAll);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(processes.nodes.map((child) => (child ? ended(child, "SIGTERM") : undefined)));
    if (processes.haproxy) await ended(processes.haproxy, "SIGTERM", 5000);
    await stopRedis();
    await stopPostgres();
    process.off("exit", killAll);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    const [redis, databaseUrl] = await Promise.all([
      startThrowawayRedis().then((redis) => {
        stopRedis = redis.stop;
        return redis;
      }),
      options.databaseUrl ??
        startThrowawayPostgres({ handleSignals: false }).then((pg) => {
          stopPostgres = pg.stop;
          return pg.url;
        }),
    ]);
    const url = `http://127.0.0.1:${options.port}`;
    const nodeEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString("hex"),
      APP_URL: process.env.APP_URL ?? url,
      ...options.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
    };
    const nodes: ClusterNode[] = nodePorts.map((port, i) => ({
      name: `node${i + 1}`,
      port,
      url: `http://127.0.0.1:${port}`,
      process: () => processes.nodes[i],
    }));
    const startNode = async (index: number, seed = false) => {
      const node = nodes[index];
      const child = spawn(process.execPath, [path.join(ROOT, "scripts/start.js")], {
        cwd: ROOT,
        env: { ...nodeEnv, HOST: "127.0.0.1", PORT: String(node.port), ...(seed ? {} : { SEED_DEMO: "false" }) },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      processes.nodes[index] = child;
      forward(child.stdout, `[${node.name}]`, log, options.verbose ?? false);
      forward(child.stderr, `[${node.name}]`, log, true);
      await answers(`${node.url}/healthz`, START_LIMIT_MS, () => child.exitCode !== null);
    };
    // The first node alone migrates the database and seeds the demo (unless SEED_DEMO=false); then the others.
    await startNode(0, true);
    await Promise.all(nodes.slice(1).map((_, i) => startNode(i + 1)));

    const config = path.join(tmp, "haproxy.cfg");
    fs.writeFileSync(config, haproxyConfig(nodePorts));
    processes.haproxy = spawn(haproxyBinary(), ["-f", config, "-db"], {
      env: { ...process.env, HAPROXY_BIND: `127.0.0.1:${options.port}` },
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    forward(processes.haproxy.stderr, "[haproxy]", log, true);
    await answers(`${url}/healthz`, 10_000, () => processes.haproxy?.exitCode !== null);

    return {
      url,
      nodes,
      databaseUrl,
      redisUrl: redis.url,
      dataDir,
      killNode: async (index, signal = "SIGKILL") => {
        const child = processes.nodes[index];
        if (child) await ended(child, signal);
        processes.nodes[index] = null;
      },
      startNode: (index) => startNode(index),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "8080" },
      nodes: { type: "string", default: "3" },
      "node-port": { type: "string" },
      "database-url": { type: "string" },
      "data-dir": { type: "string" },
      verbose: { type: "boolean", default: false },
    },
  });
  const port = Number(values.port);
  const nodes = Number(values.nodes);
  if (!Number.isInteger(port) || !Number.isInteger(nodes) || nodes < 1) throw new Error("--port and --nodes: numbers");
  const first = values["node-port"] ? Number(values["node-port"]) : port + 1;
  const state: { cluster?: Cluster; stopping: boolean } = { stopping: false };
  const onSignal = (signal: NodeJS.Signals) => {
    // While starting: exit at once; the exit handlers kill what was started and remove PostgreSQL.
    if (!state.cluster) process.exit(130);
    if (state.stopping) return;
    state.stopping = true;
    console.log(`${signal}: stopping the nodes, haproxy, Redis and PostgreSQL`);
    void state.cluster.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  console.log(`Starting ${nodes} nodes behind haproxy…`);
  const cluster = await startCluster({
    port,
    nodePorts: Array.from({ length: nodes }, (_, i) => first + i),
    databaseUrl: values["database-url"],
    dataDir: values["data-dir"],
    log: (line) => console.log(line),
    verbose: values.verbose,
  });
  state.cluster = cluster;
  console.log(`\nTradeLink on ${cluster.url} (haproxy), nodes:`);
  for (const node of cluster.nodes) console.log(`  ${node.name} ${node.url}`);
  console.log(`PostgreSQL ${cluster.databaseUrl}\nRedis ${cluster.redisUrl}\nData directory ${cluster.dataDir}`);
  console.log("Ctrl-C stops everything.");
}

if (isMain(import.meta.url)) await main();
