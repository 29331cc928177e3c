import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

import { test } from "@playwright/test";

import { e2eDatabaseEnv, freshE2eDatabase } from "../setup/e2e-database";

/**
 * How long a server may take to answer /healthz after it was spawned. A first start migrates (and may seed the demo,
 * images included); on a busy 2-core machine that has taken over a minute. The hook or test that starts a server is
 * given this much more time, so its own budget is left for what it tests.
 */
const START_LIMIT_MS = 180_000;

/** Resolves once `base`/healthz answers 200; false if it did not within the start limit. */
export async function answersHealthCheck(base: string): Promise<boolean> {
  const info = test.info();
  info.setTimeout(info.timeout + START_LIMIT_MS);
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/**
 * A server of a spec's own, started the way `npm start` starts it, on a fresh database in `dir` (unless `keep`),
 * with the production settings and `env` on top. Resolves once /healthz answers.
 */
export async function startServer({
  port,
  dir,
  env = {},
  keep = false,
}: {
  port: number;
  dir: string;
  env?: Record<string, string>;
  keep?: boolean;
}): Promise<ChildProcess> {
  const base = `http://localhost:${port}`;
  const answers = () =>
    fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  if (await answers()) throw new Error(`port ${port} is taken`);
  if (!keep) {
    fs.rmSync(dir, { recursive: true, force: true });
    await freshE2eDatabase(dir);
  }
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      ...e2eDatabaseEnv(dir),
      NODE_ENV: "production",
      SEED_DEMO: "false",
      SESSION_SECRET: "e2e-own-server-secret",
      ...env,
    },
    stdio: "ignore",
  });
  if (await answersHealthCheck(base)) return child;
  child.kill("SIGKILL");
  throw new Error(`the server on port ${port} did not start`);
}

/** Stops a server with SIGTERM and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
