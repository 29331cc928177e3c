import type { ChildProcess } from "node:child_process";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startServer, stopServer } from "./server-process";
import { findRedisServer, startThrowawayRedis, type ThrowawayRedis } from "../../scripts/redis-throwaway";
import { PORT_BASE } from "../../playwright.config";

// Two app nodes on one database sharing a Redis (REDIS_URL), as behind a proxy (TRUST_PROXY=1: the client is the
// X-Forwarded-For address): the first with two workers, the second one process. A message sent through one reaches
// a stream held by the other within a second, once; signing out on one ends the session's stream on the other; and
// a client's rate limit is counted over both.
const DIR = path.resolve(`tests/.tmp/shared-${PORT_BASE + 61}`);
const NODES = [PORT_BASE + 61, PORT_BASE + 62].map((port) => `http://127.0.0.1:${port}`);
const LIMIT = 30;
let redis: ThrowawayRedis | undefined;
const servers: ChildProcess[] = [];

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.skip(!findRedisServer(), "redis-server is not installed");

test.beforeAll(async () => {
  redis = await startThrowawayRedis();
  const env = {
    REDIS_URL: redis.url,
    TRUST_PROXY: "1",
    SHUTDOWN_DRAIN_MS: "0",
    RATE_LIMIT_GENERAL_MAX: String(LIMIT),
  };
  servers.push(await startServer({ port: PORT_BASE + 61, dir: DIR, env: { ...env, WEB_CONCURRENCY: "2" } }));
  servers.push(await startServer({ port: PORT_BASE + 62, dir: DIR, env, keep: true }));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  await redis?.stop();
});

let clients = 0;
/** Requests of one client (its own X-Forwarded-For address, so its own rate-limit counts). */
function client() {
  const address = `10.61.0.${++clients}`;
  let cookie = "";
  return async (node: number, pathname: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${NODES[node]}${pathname}`, {
      method: init.method ?? "GET",
      headers: {
        "X-Forwarded-For": address,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = response.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) cookie = set.join("; ");
    return response;
  };
}

let accounts = 0;
async function register(request: ReturnType<typeof client>, role: string) {
  const username = `shared_${process.pid}_${++accounts}`;
  const response = await request(0, "/api/register", {
    method: "POST",
    body: { username, email: `${username}@example.com`, password: "secret123", role },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A live stream held on `node`, read as it arrives. */
async function openStream(request: ReturnType<typeof client>, node: number) {
  const response = await request(node, "/resources/events");
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: "", open: true, messages: [] as number[] };
  void (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const text = decoder.decode(chunk.value, { stream: true });
        for (const _ of text.matchAll(/^event: message$/gm)) state.messages.push(Date.now());
        state.text += text;
      }
    } catch {
      // Cancelled by the test.
    }
    state.open = false;
  })();
  await expect.poll(() => state.text).toContain(": connected");
  return { state, cancel: () => reader.cancel().catch(() => {}) };
}

test("a message sent through one node reaches a stream on the other within a second, once", async () => {
  const reader = client();
  const writer = client();
  const readerId = await register(reader, "subcontractor");
  await register(writer, "general_contractor");
  const asked = await writer(0, "/api/connections", {
    method: "POST",
    body: { recipient_id: readerId, type: "general" },
  });
  const { id } = (await asked.json()) as { id: number };
  expect((await reader(1, `/api/connections/${id}`, { method: "PATCH", body: { status: "accepted" } })).status).toBe(
    200,
  );

  // Held on the second node; sent through the first (two workers, either may take it) and through the second.
  const stream = await openStream(reader, 1);
  for (let n = 1; n <= 4; n++) {
    const sent = Date.now();
    const answer = await writer(n % 2, "/api/messages", {
      method: "POST",
      body: { recipient_id: readerId, content: `Across nodes ${n}` },
    });
    expect(answer.status).toBe(201);
    await expect.poll(() => stream.state.messages.length, { timeout: 1000 }).toBe(n);
    expect(stream.state.messages[n - 1] - sent).toBeLessThan(1000);
  }
  await new Promise((r) => setTimeout(r, 300));
  expect(stream.state.messages).toHaveLength(4);
  await stream.cancel();
});

test("signing out on one node ends the session's stream on the other", async () => {
  const request = client();
  await register(request, "subcontractor");
  const stream = await openStream(request, 1);
  expect((await request(0, "/api/logout", { method: "POST" })).status).toBeLessThan(400);
  await expect.poll(() => stream.state.open, { timeout: 1000 }).toBe(false);
  expect(stream.state.text).toContain(`event: closed\ndata: ${JSON.stringify({ reason: "signed_out" })}`);
});

test("a client's rate limit is counted over both nodes", async () => {
  const request = client();
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 20; i++) statuses.push((await request(i % 2, "/robots.txt")).status);
  // Counted per node, all 50 would pass (2 × 30).
  expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(20);
});
