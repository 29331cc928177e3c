/**
 * The server's entry (`npm start`). One process, or with WEB_CONCURRENCY > 1 a primary and N workers on one port.
 * The primary prepares the database (migrations, clean-ups, session secret, demo data) and supervises; the HTTP side
 * (server/http.ts) runs in each worker, or in the only process. The first worker is forked at once and loads the
 * HTTP side while the primary prepares the database, and listens once it is ready; the other workers follow. That
 * overlap is what brings a restart of a killed server back within the 5 s the hardening issue asks for. Each process
 * reaches the app only through the Remix build, loaded once (server/app.ts).
 */
import cluster from "node:cluster";
import os from "node:os";

import { ClusterMemoryStorePrimary } from "@express-rate-limit/cluster-memory-store";

import { loadApp, type App } from "./server/app";

/** WEB_CONCURRENCY: worker processes on one port over the one database (default 1; `auto` = one per core). */
function workerCount(value = process.env.WEB_CONCURRENCY?.trim()) {
  if (value === "auto") return os.availableParallelism();
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1;
}
const WORKERS = workerCount();
const PORT = Number(process.env.PORT) || 3000;

/** A worker asks whether the database is ready once it has loaded; the primary answers when it is. */
const ASK_READY = "tradelink:database-ready?";
const READY = "tradelink:database-ready";

if (cluster.isPrimary && WORKERS > 1) {
  superviseWorkers(WORKERS);
} else if (cluster.isPrimary) {
  const app = await loadApp();
  await prepareDatabase(app);
  await (await import("./server/http")).serveHttp(app);
} else {
  const [app, { serveHttp }] = await Promise.all([loadApp(), import("./server/http")]);
  await databaseReady();
  await serveHttp(app);
}

/** Prepares the database before the first request (see prepareDatabase in app/process.server.ts). */
async function prepareDatabase({ hooks }: App) {
  const logins = await hooks.prepareDatabase();
  if (logins) {
    console.log("Loaded demo data. Demo logins (password for all: %s):", logins.password);
    for (const login of logins.users) console.log(`  ${login.role.padEnd(20)} ${login.username}`);
  }
}

function databaseReady() {
  return new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== READY) return;
      process.off("message", onMessage);
      resolve();
    };
    process.on("message", onMessage);
    process.send!(ASK_READY);
  });
}

/**
 * Forks the workers (they share the port), prepares the database meanwhile, replaces a worker that dies, and stops
 * them all on SIGTERM within 10 s. The primary holds the rate-limit counters of all workers and relays live events
 * between them. Workers exit by themselves when the primary dies (Node's cluster module).
 */
function superviseWorkers(count: number) {
  let stopping = false;
  new ClusterMemoryStorePrimary().init();
  // One worker first: it loads with a core to itself (the primary prepares the database on the other), so the
  // server answers sooner; the others follow once it listens.
  cluster.fork();
  cluster.once("listening", () => {
    for (let i = 1; i < count; i++) cluster.fork();
  });
  const prepared = loadApp()
    .then(async (app) => {
      app.hooks.relayLiveEventsBetweenWorkers();
      await prepareDatabase(app);
      return app;
    })
    .catch((error: unknown) => {
      console.error("Could not prepare the database:", error);
      process.exit(1);
    });
  cluster.on("message", (worker, message) => {
    if (message === ASK_READY) void prepared.then(() => worker.send(READY));
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping ${count} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 9000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  void prepared.then(({ hooks }) =>
    console.log(`Serving on http://localhost:${PORT} with ${count} workers (database ${hooks.databaseLabel()})`),
  );
}
