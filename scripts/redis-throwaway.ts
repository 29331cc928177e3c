/**
 * A throwaway redis-server on 127.0.0.1 at a free port, in memory only (no snapshot, no append-only file: it writes
 * no file), killed if this process exits first. In a process group of its own, so a Ctrl-C at the terminal reaches
 * only the script that started it (scripts/cluster.ts stops it after the nodes).
 *
 *   const redis = await startThrowawayRedis(); … redis.url …; await redis.stop();
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "./pg-throwaway";

/** redis-server on the PATH or where Debian puts it; null when it is not installed. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/bin", "/usr/sbin"];
  return dirs.map((dir) => path.join(dir, "redis-server")).find((file) => fs.existsSync(file)) ?? null;
}

export type ThrowawayRedis = {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
};

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error("redis-server is not installed (Debian: apt-get install redis-server)");
  const port = await freePort();
  let child: ChildProcess | null = null;
  const kill = () => child?.kill("SIGKILL");
  process.on("exit", kill);
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        os.tmpdir(),
      ];
      const started = spawn(bin, args, { stdio: ["ignore", "pipe", "inherit"], detached: true });
      child = started;
      let output = "";
      started.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      started.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
