import { expect, test } from "@playwright/test";

import { STRICT_PORT } from "../../playwright.config";

// This server runs with the production rate limits; the tests run in order because they share its auth budget.
test.use({ baseURL: `http://localhost:${STRICT_PORT}` });
test.describe.configure({ mode: "default" });

test("GET /healthz answers 200 when the database answers, with the email queue's state", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    database: "ok",
    email_queue: { pending: expect.any(Number), failed: 0, overdue_seconds: expect.any(Number) },
  });
});

test("pages carry an enforced CSP with a nonce and no X-Powered-By", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"])![1];
  expect(await response.text()).toContain(`nonce="${nonce}"`);
});

test("a 2 MB body gets 413 with the JSON error shape", async ({ request }) => {
  const response = await request.post("/api/register", {
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ username: "x".repeat(2 * 1024 * 1024) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ message: expect.stringContaining("too large") });
});

test("malformed JSON gets 400", async ({ request }) => {
  const response = await request.post("/api/login", {
    headers: { "Content-Type": "application/json" },
    data: Buffer.from("{nope"),
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ message: "Malformed JSON in the request body" });
});

test("a state-changing call from another site is refused", async ({ request }) => {
  const response = await request.post("/api/logout", { headers: { Origin: "https://evil.example" } });
  expect(response.status()).toBe(403);
});

test("30 wrong logins in a row get 429", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const response = await request.post("/api/login", { data: { username: "nobody", password: `wrong-${i}` } });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const limited = await request.post("/api/login", { data: { username: "nobody", password: "again" } });
  expect(await limited.json()).toEqual({ message: expect.stringContaining("Too many attempts") });
});
