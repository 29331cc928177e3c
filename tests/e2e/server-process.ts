import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

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
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `${dir}/app.db`,
      NODE_ENV: "production",
      SEED_DEMO: "false",
      SESSION_SECRET: "e2e-own-server-secret",
      ...env,
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    if (await answers()) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
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
