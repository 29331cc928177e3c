import { spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startServer, stopServer } from "./server-process";
import { e2eDatabaseEnv } from "../setup/e2e-database";
import { PORT_BASE } from "../../playwright.config";

// Live-update streams are bounded and end with the session: at most 6 per user and 20 per client address (the
// oldest closes), closed at sign-out, suspension and deletion, in every worker process.
const ONE_PROCESS = { port: PORT_BASE + 70, dir: path.resolve(`tests/.tmp/streams-${PORT_BASE + 70}`) };
const TWO_WORKERS = { port: PORT_BASE + 71, dir: path.resolve(`tests/.tmp/streams-${PORT_BASE + 71}`) };
const servers: ChildProcess[] = [];

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  servers.push(
    ...(await Promise.all([startServer(ONE_PROCESS), startServer({ ...TWO_WORKERS, env: { WEB_CONCURRENCY: "2" } })])),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
});

type Server = typeof ONE_PROCESS;
const base = (server: Server) => `http://localhost:${server.port}`;
let accounts = 0;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function register(server: Server, role = "subcontractor") {
  const username = `stream_${process.pid}_${++accounts}`;
  const password = "secret123";
  const response = await fetch(`${base(server)}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, role }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, username, password, cookie: cookieOf(response) };
}

async function logIn(server: Server, account: { username: string; password: string }) {
  const response = await fetch(`${base(server)}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

/** An administrator made with the user:create CLI against the server's database, signed in. */
async function administrator(server: Server) {
  const username = `stream_admin_${process.pid}_${++accounts}`;
  const password = "secret123";
  const made = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/user-create.ts", "--role", "admin", "--username", username, "--email"].concat([
      `${username}@example.com`,
      "--password",
      password,
    ]),
    { env: { ...process.env, ...e2eDatabaseEnv(server.dir) }, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  return logIn(server, { username, password });
}

/** An open /resources/events stream, read as it arrives; each on a connection of its own. */
async function openStream(server: Server, cookie: string) {
  const response = await fetch(`${base(server)}/resources/events`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let open = true;
  void (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // Cancelled by the test.
    }
    open = false;
  })();
  await expect.poll(() => text).toContain(": connected");
  return {
    isOpen: () => open,
    text: () => text,
    /** Resolves once the server ended the stream, with the reason of its last `closed` event. */
    endReason: async () => {
      await expect.poll(() => open, { timeout: 5000 }).toBe(false);
      return /event: closed\ndata: (.*)\n/.exec(text)?.[1];
    },
    cancel: () => reader.cancel().catch(() => {}),
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

/** The processes holding the server's open connections (Linux `ss`): with the streams open, its workers. */
function workersHoldingConnections(server: Server): Set<string> {
  const listing = spawnSync("ss", ["-tnpH", "state", "established", `( sport = :${server.port} )`], {
    encoding: "utf8",
  });
  return new Set([...listing.stdout.matchAll(/pid=(\d+)/g)].map((m) => m[1]));
}

const cancelAll = (streams: Stream[]) => Promise.all(streams.map((s) => s.cancel()));
const REPLACED = JSON.stringify({ reason: "replaced" });
const SIGNED_OUT = JSON.stringify({ reason: "signed_out" });

test("a user holds at most 6 streams: a 7th closes the oldest, which is told not to come back", async () => {
  const user = await register(ONE_PROCESS);
  const streams: Stream[] = [];
  for (let i = 0; i < 7; i++) streams.push(await openStream(ONE_PROCESS, user.cookie));
  expect(await streams[0].endReason()).toBe(REPLACED);
  expect(streams.slice(1).every((s) => s.isOpen())).toBe(true);
  // However many more are opened, 6 stay open: the newest.
  for (let i = 0; i < 14; i++) streams.push(await openStream(ONE_PROCESS, user.cookie));
  await expect.poll(() => streams.filter((s) => s.isOpen()).length).toBe(6);
  expect(streams.slice(-6).every((s) => s.isOpen())).toBe(true);
  await cancelAll(streams);
});

test("a client address holds at most 20 streams, whoever they belong to", async () => {
  const users = await Promise.all(Array.from({ length: 5 }, () => register(ONE_PROCESS)));
  const streams: Stream[] = [];
  for (const user of users.slice(0, 4))
    for (let i = 0; i < 5; i++) streams.push(await openStream(ONE_PROCESS, user.cookie));
  expect(streams.every((s) => s.isOpen())).toBe(true);
  streams.push(await openStream(ONE_PROCESS, users[4].cookie));
  expect(await streams[0].endReason()).toBe(REPLACED);
  expect(streams.slice(1).every((s) => s.isOpen())).toBe(true);
  await cancelAll(streams);
});

test("signing out (API or page) closes that session's streams, and only that session's", async () => {
  const user = await register(ONE_PROCESS);
  const [phone, laptop, tablet] = [user.cookie, await logIn(ONE_PROCESS, user), await logIn(ONE_PROCESS, user)];
  const [onPhone, onLaptop, onTablet] = [
    await openStream(ONE_PROCESS, phone),
    await openStream(ONE_PROCESS, laptop),
    await openStream(ONE_PROCESS, tablet),
  ];

  const apiLogout = await fetch(`${base(ONE_PROCESS)}/api/logout`, { method: "POST", headers: { Cookie: phone } });
  expect(apiLogout.status).toBe(200);
  expect(await onPhone.endReason()).toBe(SIGNED_OUT);
  expect([onLaptop.isOpen(), onTablet.isOpen()]).toEqual([true, true]);

  const pageLogout = await fetch(`${base(ONE_PROCESS)}/logout`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: laptop, "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(pageLogout.status).toBe(302);
  expect(await onLaptop.endReason()).toBe(SIGNED_OUT);
  expect(onTablet.isOpen()).toBe(true);

  // The signed-out session cannot open a new one.
  expect((await fetch(`${base(ONE_PROCESS)}/resources/events`, { headers: { Cookie: phone } })).status).toBe(401);
  await cancelAll([onTablet]);
});

test("suspending or deleting an account closes its streams in every worker process", async () => {
  const admin = await administrator(TWO_WORKERS);
  for (const status of ["suspended", "deleted"]) {
    const user = await register(TWO_WORKERS);
    // The cluster hands connections to the workers in turn: open streams until both workers hold some.
    const streams: Stream[] = [];
    while (streams.length < 3 || (workersHoldingConnections(TWO_WORKERS).size < 2 && streams.length < 6)) {
      streams.push(await openStream(TWO_WORKERS, user.cookie));
    }
    expect(workersHoldingConnections(TWO_WORKERS).size).toBe(2);
    const changed = await fetch(`${base(TWO_WORKERS)}/api/admin/users/${user.id}/status`, {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ status, reason: "Stream test" }),
    });
    expect(changed.status).toBe(200);
    for (const stream of streams) expect(await stream.endReason()).toBe(SIGNED_OUT);
    const again = await fetch(`${base(TWO_WORKERS)}/resources/events`, { headers: { Cookie: user.cookie } });
    expect(again.status).toBe(401);
  }
});
