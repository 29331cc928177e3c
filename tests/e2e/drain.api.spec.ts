import type { ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startServer, stopServer } from "./server-process";
import { PORT_BASE } from "../../playwright.config";

// Graceful draining on SIGTERM (a node behind a proxy being stopped): from the signal /healthz answers 503 so the
// proxy's health check takes the node out, requests are still served for SHUTDOWN_DRAIN_MS; then the port closes,
// a request in flight is still answered, open live streams end without a "closed" event (the page reconnects,
// through the proxy, to another node) and the process exits.
const PORT = PORT_BASE + 60;
const DIR = path.resolve(`tests/.tmp/drain-${PORT}`);
const BASE = `http://127.0.0.1:${PORT}`;
const DRAIN_MS = 2000;
let server: ChildProcess;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  server = await startServer({ port: PORT, dir: DIR, env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) } });
});

test.afterAll(() => stopServer(server));

const health = () =>
  fetch(`${BASE}/healthz`).then(
    async (r) => ({ status: r.status, body: (await r.json()) as unknown }),
    () => "refused" as const,
  );

test("SIGTERM: healthz says draining, requests are served, then an in-flight request is answered and streams end", async () => {
  const account = { username: `drain_${process.pid}`, password: "secret123" };
  const registered = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, email: `${account.username}@example.com`, role: "subcontractor" }),
  });
  expect(registered.status).toBe(201);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  let streamText = "";
  let streamEnded = false;
  const stream = http.get(`${BASE}/resources/events`, { agent: false, headers: { Cookie: cookie } }, (res) => {
    res.on("data", (chunk: Buffer) => (streamText += chunk.toString()));
    res.on("close", () => (streamEnded = true));
  });
  stream.on("error", () => (streamEnded = true));
  await expect.poll(() => streamText).toContain(": connected");

  // A sign-in whose body is half sent when the signal comes: in flight until the rest is sent, after the drain.
  const body = JSON.stringify(account);
  let answer: { status: number; text: string } | null = null;
  const slow = http.request(`${BASE}/api/login`, {
    method: "POST",
    agent: false,
    headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) },
  });
  slow.on("response", (res) => {
    let text = "";
    res.on("data", (chunk: Buffer) => (text += chunk.toString()));
    res.on("end", () => (answer = { status: res.statusCode ?? 0, text }));
  });
  slow.on("error", () => (answer = { status: 0, text: "connection failed" }));
  slow.write(body.slice(0, 10));
  await new Promise((r) => setTimeout(r, 200));

  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  const signalled = Date.now();
  server.kill("SIGTERM");

  await expect.poll(health).toEqual({ status: 503, body: { status: "draining" } });
  // Still served while draining, each on a connection the server then closes.
  const page = await fetch(`${BASE}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get("connection")).toBe("close");
  expect(streamEnded).toBe(false);

  // Past the drain the port is closed; the stream has ended, without a "closed" event.
  await expect.poll(health, { timeout: DRAIN_MS + 3000 }).toBe("refused");
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 100);
  await expect.poll(() => streamEnded).toBe(true);
  expect(streamText).not.toContain("event: closed");

  slow.end(body.slice(10));
  await expect.poll(() => answer, { timeout: 5000 }).not.toBeNull();
  expect(answer).toMatchObject({ status: 200 });
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
});
