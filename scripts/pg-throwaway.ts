/**
 * A throwaway PostgreSQL (issue 32): `initdb` into a temporary directory, `pg_ctl start` on 127.0.0.1 at a free port
 * (its unix socket in that directory too, never /var/run), one database, a `postgres://` URL; stopped and removed on
 * stop(), on exit and on SIGINT/SIGTERM. No system service, nothing outside the temporary directory.
 *
 * As a module: `const pg = await startThrowawayPostgres(); … pg.url …; await pg.stop();`
 * As a command:
 *   node --import tsx scripts/pg-throwaway.ts                  prints the URL, serves until Ctrl-C
 *   node --import tsx scripts/pg-throwaway.ts -- CMD [ARGS…]   runs CMD with DATABASE_URL and TEST_POSTGRES_URL set
 *                                                               to the URL, then stops; exits with CMD's status
 * The binaries come from PG_BIN, else the PATH (initdb, pg_ctl), else the newest /usr/lib/postgresql/<n>/bin.
 * initdb refuses to run as root: as root, the server runs as the `postgres` user (runuser), owning the directory.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { findPostgresTool } from "../db/postgres-tools";
import { isMain } from "./generated-file";

export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/DATABASE */
  url: string;
  /** The same server's maintenance database, to create more databases in. */
  adminUrl: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
};

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed (db/postgres-tools.ts). */
export function findPostgresBin(): string | null {
  const initdb = findPostgresTool("initdb");
  const pgCtl = findPostgresTool("pg_ctl");
  return initdb && pgCtl && path.dirname(initdb) === path.dirname(pgCtl) ? path.dirname(initdb) : null;
}

/** A TCP port nobody listens on at 127.0.0.1 (right now). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function commandOf(bin: string, args: string[], asUser: string | null): [string, string[]] {
  return asUser ? ["runuser", ["-u", asUser, "--", bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[], asUser: string | null) {
  const [command, argv] = commandOf(bin, args, asUser);
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed (${result.status}): ${result.stderr || result.stdout || result.error}`,
    );
  }
}

/** Starts a throwaway server with one database (`tradelink` unless named). */
export async function startThrowawayPostgres(
  options: {
    database?: string;
    /** Stop and remove it when this process exits (default true). */
    cleanupOnExit?: boolean;
    /** Also on SIGINT and SIGTERM, then exit (default: as cleanupOnExit). */
    handleSignals?: boolean;
  } = {},
): Promise<ThrowawayPostgres> {
  const binDir = findPostgresBin();
  if (!binDir) throw new Error("PostgreSQL binaries not found (initdb, pg_ctl): install postgresql or set PG_BIN");
  const initdb = path.join(binDir, "initdb");
  const pgCtl = path.join(binDir, "pg_ctl");
  const asUser = process.getuid?.() === 0 ? "postgres" : null;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tradelink-pg-"));
  const data = path.join(dir, "data");
  if (asUser) {
    const uid = Number(execFileSync("id", ["-u", asUser], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", asUser], { encoding: "utf8" }).trim());
    fs.chownSync(dir, uid, gid);
  }

  let running = false;
  let removed = false;
  const stopNow = () => {
    if (removed) return;
    removed = true;
    if (running) {
      const [command, argv] = commandOf(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"], asUser);
      spawnSync(command, argv, { stdio: "ignore" });
      running = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stopNow();
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  const cleanupOnExit = options.cleanupOnExit ?? true;
  const handleSignals = options.handleSignals ?? cleanupOnExit;
  if (cleanupOnExit) process.on("exit", stopNow);
  if (handleSignals) {
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
  }
  const stop = async () => {
    stopNow();
    process.off("exit", stopNow);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };

  try {
    run(initdb, ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], asUser);
    // A server only for tests: durability off (fsync, full pages, synchronous commit) for speed.
    const settings = [
      "-c listen_addresses=127.0.0.1",
      `-k ${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=50",
    ];
    let port = 0;
    for (let attempt = 0; ; attempt++) {
      port = await freePort();
      try {
        run(
          pgCtl,
          [
            "-D",
            data,
            "-l",
            path.join(dir, "server.log"),
            "-w",
            "-t",
            "60",
            "-o",
            `-p ${port} ${settings.join(" ")}`,
            "start",
          ],
          asUser,
        );
        running = true;
        break;
      } catch (error) {
        // Another process may have taken the port between our check and the start: try another.
        if (attempt >= 2) {
          const log = fs.existsSync(path.join(dir, "server.log"))
            ? fs.readFileSync(path.join(dir, "server.log"), "utf8")
            : "";
          throw new Error(`${(error as Error).message}\n${log}`);
        }
      }
    }
    const database = options.database ?? "tradelink";
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`, adminUrl, port, dir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(argv: string[]) {
  const dash = argv.indexOf("--");
  const command = dash >= 0 ? argv.slice(dash + 1) : [];
  // With a command, a Ctrl-C goes to the command; the server stops when it has exited.
  const server = await startThrowawayPostgres({ handleSignals: command.length === 0 });
  if (command.length === 0) {
    console.log(server.url);
    console.log("PostgreSQL is running; Ctrl-C stops it and removes its files.");
    // A pending promise alone does not keep Node running: the timer does, until a signal stops the server.
    setInterval(() => {}, 1 << 30);
    return;
  }
  console.log(`throwaway PostgreSQL at ${server.url}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: server.url, TEST_POSTGRES_URL: server.url },
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolve) =>
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  await server.stop();
  process.exit(code);
}

if (isMain(import.meta.url)) await main(process.argv.slice(2));
