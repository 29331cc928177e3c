import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startServer, stopServer } from "./server-process";
import { PORT_BASE } from "../../playwright.config";

// WEB_CONCURRENCY=2: rate limits are counted once across the workers, a live event published in one worker reaches
// a stream open in the other, and SIGTERM stops them all.
const PORT = PORT_BASE + 4;
const DIR = path.resolve(`tests/.tmp/workers-${PORT}`);
const BASE = `http://localhost:${PORT}`;
const LIMIT = 30;
let server: ChildProcess;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    dir: DIR,
    env: { WEB_CONCURRENCY: "2", RATE_LIMIT_GENERAL_MAX: String(LIMIT) },
  });
});

test.afterAll(() => stopServer(server));

/** A request on a connection of its own (the cluster hands out connections, not requests, to workers). */
function fresh(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<{ status: number; body: string; cookie: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: false,
        localAddress: from,
        headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            cookie: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; "),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

test("the general rate limit counts requests of all workers together", async () => {
  // From another loopback address (Linux would otherwise send from 127.0.0.1): a client of its own, a fresh count.
  const answers = [];
  for (let i = 0; i < LIMIT + 20; i++)
    answers.push(await fresh(`http://127.0.0.1:${PORT}/robots.txt`, { from: "127.0.0.2" }));
  // Counted per worker, all 50 would pass (2 × 30).
  expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(20);
});

test("a message sent through either worker reaches the recipient's open stream within a second", async () => {
  const register = async (username: string, role: string) => {
    const answer = await fresh(`${BASE}/api/register`, {
      method: "POST",
      body: { username, email: `${username}@example.com`, password: "secret123", role },
    });
    expect(answer.status).toBe(201);
    return { cookie: answer.cookie, id: (JSON.parse(answer.body) as { id: number }).id };
  };
  const a = await register("stream_reader", "subcontractor");
  const b = await register("stream_writer", "general_contractor");
  const asked = await fresh(`${BASE}/api/connections`, {
    method: "POST",
    headers: { Cookie: b.cookie },
    body: { recipient_id: a.id, type: "general" },
  });
  const connection = JSON.parse(asked.body) as { id: number };
  const accepted = await fresh(`${BASE}/api/connections/${connection.id}`, {
    method: "PATCH",
    headers: { Cookie: a.cookie },
    body: { status: "accepted" },
  });
  expect(accepted.status).toBe(200);

  const events: number[] = [];
  const stream = http.get(`${BASE}/resources/events`, { agent: false, headers: { Cookie: a.cookie } }, (res) => {
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      for (const _ of chunk.matchAll(/^event: message$/gm)) events.push(Date.now());
    });
  });
  await new Promise((r) => setTimeout(r, 300));
  try {
    for (let n = 1; n <= 6; n++) {
      const sent = await fresh(`${BASE}/api/messages`, {
        method: "POST",
        headers: { Cookie: b.cookie },
        body: { recipient_id: a.id, content: `Delivery ${n}` },
      });
      expect(sent.status).toBe(201);
      await expect.poll(() => events.length, { timeout: 1000 }).toBe(n);
    }
  } finally {
    stream.destroy();
  }
});

test("SIGTERM stops the primary and both workers within 10 s, with a stream open and requests in flight", async () => {
  const workers = fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, "utf8").trim().split(/\s+/);
  expect(workers).toHaveLength(2);
  let streamEnded = false;
  const stream = http.get(`${BASE}/resources/events`, { agent: false }, (res) => {
    res.on("data", () => {});
    res.on("close", () => (streamEnded = true));
  });
  stream.on("error", () => (streamEnded = true));
  // Fewer than the rate limit: a refusal (429) is answered at once, and stopping the server on it would leave no page
  // request answered yet.
  const inFlight = Array.from({ length: LIMIT - 10 }, () =>
    fresh(`http://127.0.0.1:${PORT}/auth`, { from: "127.0.0.3" }).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code ?? "error",
    ),
  );
  // Stop as soon as the workers are answering: the rest of the requests are then in flight.
  await Promise.race(inFlight);
  const started = Date.now();
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  expect(Date.now() - started).toBeLessThan(10_000);
  const answers = await Promise.all(inFlight);
  // Accepted requests are answered; the rest find the port closed. Nothing fails half-way with a 5xx.
  expect(answers.filter((a) => typeof a === "number" && a >= 500)).toEqual([]);
  expect(
    answers.some((a) => a === 200),
    `answers: ${answers.join(", ")}`,
  ).toBe(true);
  await expect.poll(() => streamEnded).toBe(true);
  for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
});
