import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import sharp from "sharp";

import { startServer, stopServer } from "./server-process";
import { PORT_BASE } from "../../playwright.config";

// db:backup while the server writes, db:restore into a fresh directory, and the app there shows the same data.
const PORT = PORT_BASE + 5;
const BASE = `http://localhost:${PORT}`;
const ROOT = path.resolve(`tests/.tmp/backup-${PORT}`);
const LIVE = `${ROOT}/live`;
const BACKUP = `${ROOT}/backup`;
const RESTORED = `${ROOT}/restored`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const LIMITS = {
  RATE_LIMIT_WRITE_MAX: "100000",
  RATE_LIMIT_GENERAL_MAX: "100000",
  RATE_LIMIT_AUTH_MAX: "100000",
};
const env = (dir: string): NodeJS.ProcessEnv => ({ ...process.env, DATABASE_URL: `${dir}/app.db`, ...LIMITS });

let running: ChildProcess | null = null;
test.afterAll(() => {
  running?.kill("SIGKILL");
});

/** The live and the restored server share a port; the restored one keeps the directory it was restored into. */
async function start(dir: string, keep = false) {
  running = await startServer({ port: PORT, dir, env: LIMITS, keep });
  return running;
}

function run(script: string, args: string[], dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: env(dir), stdio: "pipe" });
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function account(role: "general_contractor" | "subcontractor", name: string) {
  const register = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: "secret123", role }),
  });
  expect(register.status).toBe(201);
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const call = (method: string, url: string, body?: unknown) =>
    fetch(`${BASE}${url}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const profile =
    role === "general_contractor"
      ? { company_name: `${name} Builders`, location: "Phoenix, AZ", zip_code: "85004" }
      : { business_name: `${name} Electric`, specialty: "Electrical", location: "Tempe, AZ", zip_code: "85281" };
  const saved = await call("POST", role === "general_contractor" ? "/api/profile/gc" : "/api/profile/sub", profile);
  expect(saved.status).toBe(200);
  return { id: ((await saved.json()) as { id: number }).id, call };
}

test("a backup taken while messages are being written restores to a fresh directory that serves the same data", async () => {
  fs.rmSync(ROOT, { recursive: true, force: true });
  let server = await start(LIVE);
  const gc = await account("general_contractor", "backup_gc");
  const sub = await account("subcontractor", "backup_sub");
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  const photo = await gc.call("PATCH", "/api/profile/gc/image", {
    logo_url: `data:image/png;base64,${png.toString("base64")}`,
  });
  expect(photo.status).toBe(200);
  const logo = ((await photo.json()) as { gcProfile: { logo_url: string } }).gcProfile.logo_url;
  const asked = await gc.call("POST", "/api/connections", { recipient_id: sub.id, type: "general" });
  const { id: connectionId } = (await asked.json()) as { id: number };
  expect((await sub.call("PATCH", `/api/connections/${connectionId}`, { status: "accepted" })).status).toBe(200);

  // Messages keep arriving while the backup runs.
  const acknowledged: number[] = [];
  let writing = true;
  const writer = (async () => {
    for (let n = 0; writing; n++) {
      const sent = await gc.call("POST", "/api/messages", { recipient_id: sub.id, content: `Update ${n}` });
      expect(sent.status).toBe(201);
      acknowledged.push(n);
    }
  })();
  // The backup starts once a message has been written, whatever the machine's speed.
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const before = acknowledged.length;
  const made = await run("scripts/db-backup.ts", ["--out", BACKUP], LIVE);
  writing = false;
  await writer;
  expect(made.code, made.output).toBe(0);
  await stopServer(server);

  const restored = await run("scripts/db-restore.ts", [BACKUP], RESTORED);
  expect(restored.code, restored.output).toBe(0);
  expect((await run("scripts/db-restore.ts", [BACKUP], RESTORED)).code).toBe(1); // never over a database by mistake

  server = await start(RESTORED, true);
  const login = await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "backup_sub", password: "secret123" }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const thread = (await (await fetch(`${BASE}/api/messages/${gc.id}`, { headers: { Cookie: cookie } })).json()) as {
    messages: { content: string }[];
  };
  expect(thread.messages.length).toBeGreaterThan(0);
  const image = await fetch(`${BASE}${logo.replace(/\/[^/]+$/, "/avatar")}`, { headers: { Cookie: cookie } });
  expect(image.status).toBe(200);
  await stopServer(server);

  // The copy is a moment of the database: every message acknowledged before the backup began, then an unbroken run
  // of the ones written during it, nothing half-written.
  const copy = new Database(`${RESTORED}/app.db`, { readonly: true });
  const numbers = (copy.prepare("SELECT content FROM messages ORDER BY id").pluck().all() as string[]).map((c) =>
    Number(c.replace("Update ", "")),
  );
  expect(copy.prepare("PRAGMA integrity_check").pluck().get()).toBe("ok");
  copy.close();
  expect(numbers.length).toBeGreaterThanOrEqual(before);
  expect(numbers.length).toBeLessThanOrEqual(acknowledged.length);
  expect(numbers).toEqual(numbers.map((_, i) => i));
});
