import type { ChildProcess } from "node:child_process";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startServer, stopServer } from "./server-process";
import { PORT_BASE } from "../../playwright.config";

// Two worker processes (WEB_CONCURRENCY=2) over one SQLite file, racing on one Idempotency-Key.
const PORT = PORT_BASE + 3;
const DIR = path.resolve(`tests/.tmp/workers-${PORT}`);
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = await startServer({ port: PORT, dir: DIR, env: { WEB_CONCURRENCY: "2" } });
});

test.afterAll(() => stopServer(server));

test("50 requests with one key at once, through 2 workers, make exactly one record", async () => {
  const account = { username: "racer", email: "racer@example.com", password: "secret123", role: "subcontractor" };
  const registered = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { id } = await registered.json();

  const body = JSON.stringify({ title: "Race-proof job" });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${BASE}/api/portfolio`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie, "Idempotency-Key": "one-key-for-all" },
        body,
      }).then(async (r) => ({ status: r.status, replayed: r.headers.get("Idempotent-Replayed") })),
    ),
  );
  const ran = answers.filter((a) => a.status === 201 && a.replayed === null);
  expect(ran).toHaveLength(1);
  expect(answers.every((a) => a.status === 409 || (a.status === 201 && (a.replayed === "true" || a === ran[0])))).toBe(
    true,
  );

  const list = await fetch(`${BASE}/api/profile/${id}/portfolio`, { headers: { Cookie: cookie } });
  expect((await list.json()).total).toBe(1);
});
