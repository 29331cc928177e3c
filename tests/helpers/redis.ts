import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** redis-server on the PATH or where Debian puts it; null when it is not installed. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/bin", "/usr/sbin"];
  return dirs.map((dir) => path.join(dir, "redis-server")).find((file) => fs.existsSync(file)) ?? null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ThrowawayRedis = {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
};

/** A redis-server on 127.0.0.1 at a free port, in memory only (no snapshot, no append-only file). */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error("redis-server is not installed");
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
      const started = spawn(bin, args, { stdio: ["ignore", "pipe", "inherit"] });
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
