import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import { PORT_BASE } from "../../playwright.config";
import { answersHealthCheck } from "./server-process";

// The runtime contract of the README (Run it, Configuration), on a server of its own started as `npm start` does.
const PORT = PORT_BASE + 2;
const DIR = path.resolve(`tests/.tmp/runtime-${PORT}`);
const BASE = `http://localhost:${PORT}`;

test.describe.configure({ mode: "serial", timeout: 90_000 });

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { SESSION_SECRET: _secret, SEED_DEMO: _seed, ...rest } = process.env;
  return { ...rest, PORT: String(PORT), DATABASE_URL: `file:${DIR}/app.db`, NODE_ENV: "production" as const, ...extra };
}

async function start(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env: env(), stdio: "pipe" });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  // The first start seeds the demo, generated logos, photos and PDFs included.
  if (await answersHealthCheck(BASE)) return { child, output: () => output };
  child.kill("SIGKILL");
  throw new Error(`server did not start:\n${output}`);
}

function stop(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
    child.kill("SIGTERM");
  });
}

const login = (username: string, password: string) =>
  fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });

test.beforeAll(() => fs.rmSync(DIR, { recursive: true, force: true }));

test("first start: migrates, loads demo data, keeps a generated secret, and stops cleanly on SIGTERM", async () => {
  const { child, output } = await start();
  expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
  expect((await login("summit_builders", "demo1234")).status).toBe(200);
  expect((await login("admin", "demo1234")).status).toBe(200);
  expect(fs.readFileSync(`${DIR}/.session-secret`, "utf8")).toMatch(/^[0-9a-f]{64}$/);
  expect(output()).toContain("SESSION_SECRET is not set");
  expect(output()).toContain("summit_builders");
  // One JSON line per request: the signed-in user's id, never the password, the cookie or the query.
  await fetch(`${BASE}/robots.txt?token=not-for-logs`);
  await new Promise((r) => setTimeout(r, 100));
  const lines = output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(lines.find((l) => l.path === "/api/login")).toMatchObject({ method: "POST", status: 200, user: null });
  expect(lines.find((l) => l.path === "/robots.txt")).toMatchObject({ method: "GET", status: 200 });
  expect(lines.filter((l) => JSON.stringify(l).includes("demo1234"))).toEqual([]);
  expect(output()).not.toContain("not-for-logs");

  const { code, ms } = await stop(child);
  expect(code).toBe(0);
  expect(ms).toBeLessThan(10_000);
});

test("second start: same secret, no second seed; user:create makes an admin who can sign in", async () => {
  const secret = fs.readFileSync(`${DIR}/.session-secret`, "utf8");
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/user-create.ts", ...args], {
      env: env(),
      encoding: "utf8",
    });

  const created = cli(
    "--role",
    "admin",
    "--username",
    "site_boss",
    "--email",
    "boss@example.com",
    "--password",
    "hunter22",
  );
  expect(created.status).toBe(0);
  const duplicate = cli(
    "--role",
    "admin",
    "--username",
    "site_boss",
    "--email",
    "b2@example.com",
    "--password",
    "hunter22",
  );
  expect(duplicate.status).not.toBe(0);
  expect(duplicate.stderr).toContain("That username is already taken");
  const bad = cli("--role", "king", "--username", "x", "--email", "nope", "--password", "1");
  expect(bad.status).not.toBe(0);
  expect(bad.stderr).toContain("--role must be one of");

  const { child, output } = await start();
  expect(output()).not.toContain("Loaded demo data");
  expect(fs.readFileSync(`${DIR}/.session-secret`, "utf8")).toBe(secret);
  const response = await login("site_boss", "hunter22");
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ username: "site_boss", role: "admin" });
  // The admin's shell has the Admin Panel link, and /admin opens for them.
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(await (await fetch(`${BASE}/dashboard`, { headers: { Cookie: cookie } })).text()).toContain("Admin Panel");
  const admin = await fetch(`${BASE}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(admin.status).toBe(200);
  await stop(child);
});

test("SEED_DEMO=false starts empty", async () => {
  const empty = `${DIR}-empty`;
  fs.rmSync(empty, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: env({ DATABASE_URL: `${empty}/app.db`, SEED_DEMO: "false", PORT: String(PORT) }),
    stdio: "ignore",
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${BASE}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
    expect((await login("summit_builders", "demo1234")).status).toBe(401);
  } finally {
    await stop(child);
  }
});

test("npm start after kill -9 of an unchanged checkout serves again within 5 s and changes no tracked file", async () => {
  const port = PORT_BASE + 50;
  const dir = path.resolve(`tests/.tmp/npm-start-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const gitStatus = () => spawnSync("git", ["status", "--porcelain"], { encoding: "utf8" }).stdout;
  const before = gitStatus();
  // Detached: npm, its shell and the server form one process group, killed at once as a process manager does.
  const npmStart = () =>
    spawn("npm", ["start"], {
      env: env({ PORT: String(port), DATABASE_URL: `${dir}/app.db`, SEED_DEMO: "false", SESSION_SECRET: "npm-start" }),
      stdio: "ignore",
      detached: true,
    });
  const servesWithin = async (ms: number) => {
    const deadline = Date.now() + ms;
    do {
      const ok = await fetch(`http://localhost:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return true;
      await new Promise((r) => setTimeout(r, 50));
    } while (Date.now() < deadline);
    return false;
  };
  const killGroup = async (child: ChildProcess, signal: NodeJS.Signals) => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, signal);
    await exited;
  };

  expect(await servesWithin(0), `port ${port} is taken`).toBe(false);
  // The first start builds if the build is not current (the test run built it already).
  let child = npmStart();
  try {
    expect(await servesWithin(60_000)).toBe(true);
    await killGroup(child, "SIGKILL");
    const restarted = Date.now();
    child = npmStart();
    expect(await servesWithin(5_000)).toBe(true);
    console.log(`npm start after kill -9: serving in ${Date.now() - restarted} ms`);
  } finally {
    await killGroup(child, "SIGTERM").catch(() => undefined);
  }
  expect(gitStatus()).toBe(before);
});
