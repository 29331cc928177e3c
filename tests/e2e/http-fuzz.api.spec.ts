import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { expect, test } from "@playwright/test";
import fc from "fast-check";

import { startServer, stopServer } from "./server-process";
import { PORT_BASE } from "../../playwright.config";

// Malformed requests through the real server (Express, body limits, router, Remix) to every route of app/routes,
// signed out and signed in: none may answer 5xx, and the server keeps answering. A fixed seed replays the same
// requests; HTTP_FUZZ_RUNS=20000 (and another HTTP_FUZZ_SEED) search further.
const PORT = PORT_BASE + 51;
const DIR = path.resolve(`tests/.tmp/http-fuzz-${PORT}`);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.HTTP_FUZZ_RUNS) || 1000;
const SEED = Number(process.env.HTTP_FUZZ_SEED) || 20261126;
let server: ChildProcess;
let cookies: string[] = [];

test.describe.configure({ mode: "serial", timeout: 60_000 + RUNS * 40 });

/**
 * The URL of a Remix flat route file, its parameters left as `$name` (and `$` for a splat): pathless layouts
 * (`_app`) and index segments vanish, a trailing `_` only unnests, `[.]` escapes a dot.
 */
function routePath(file: string): string {
  const segments = file.replace(/\.tsx?$/, "").split(/\.(?![^[]*\])/);
  const parts = segments
    .filter((segment) => !segment.startsWith("_"))
    .map((segment) => segment.replace(/_$/, "").replace(/\[(.*?)\]/g, "$1"));
  return `/${parts.join("/")}`;
}

// Signing out would end the session the signed-in cases share.
const ROUTES = fs
  .readdirSync("app/routes", { recursive: true, encoding: "utf8" })
  // Route modules only: not their server helpers, nor the components of pages hydrated when reached.
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".server.ts") && !file.endsWith(".page.tsx"))
  .map((file) => routePath(path.basename(file)))
  .filter((route) => !route.endsWith("/logout"));

const segment = fc.oneof(
  fc.constantFrom("1", "2", "0", "-1", "999999999999999999999", "abc", "null", "undefined"),
  fc.constantFrom("%zz", "%", "%f", "%ff%fe", "%c0%af", "%ed%a0%80", "%00", "%E0%A4%A", "%25zz", "%2F", "%5C"),
  fc.constantFrom("..", ".", "%2e%2e", ".%2e", "...", "~", ";x=1", "a%20b", "__proto__", "constructor"),
  fc.string({ unit: "grapheme", maxLength: 12 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }).map((s) => s.replace(/[\s/?#]/g, "")),
  fc.integer({ min: 500, max: 6000 }).map((n) => "x".repeat(n)),
);

const suffix = fc.constantFrom(
  "",
  "",
  "/",
  "//",
  "/..",
  "/../../etc/passwd",
  ".data",
  "?index",
  "?%zz=%zz",
  "?page=1e308&tab=%ff",
  "?a[b][c][d]=1&a[b][c][d]=2",
  "#frag",
);

const requestPath = fc
  .tuple(fc.constantFrom(...ROUTES), fc.array(segment, { minLength: 4, maxLength: 4 }), suffix)
  .map(([route, values, end]) => {
    let i = 0;
    return route.replace(/\$[A-Za-z]*/g, () => values[i++ % values.length]) + end;
  });

const deep = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

const body = fc.oneof(
  fc.constant(""),
  fc.constantFrom("{nope", "[1,2", '{"a":}', "null", "true", "1e999", '"\\ud800"', "\u0000", "{}", "[]"),
  fc.integer({ min: 30, max: 200_000 }).map((n) => deep(n)),
  fc.integer({ min: 30, max: 2000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .record({
      username: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())),
      password: fc.oneof(fc.string(), fc.boolean(), fc.object()),
      title: fc.oneof(fc.string(), fc.double(), fc.dictionary(fc.string(), fc.string())),
      recipient_id: fc.oneof(fc.integer(), fc.string(), fc.double()),
      content: fc.oneof(fc.string(), fc.integer()),
      logo_url: fc.oneof(fc.string(), fc.constant("data:image/png;base64,AAAA"), fc.constant("data:;base64,@@")),
      status: fc.oneof(fc.string(), fc.constant("accepted")),
      photos: fc.array(fc.string(), { maxLength: 3 }),
    })
    .map((value) => JSON.stringify(value)),
  fc.integer({ min: 1000, max: 900_000 }).map((n) => JSON.stringify({ username: "x".repeat(n), content: "y" })),
  fc.string({ maxLength: 200 }).map((s) => `name=${s}&email=%zz&message=${"%".repeat(3)}&_form_token=${s}`),
  fc.constant('--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n--x--\r\n'),
  fc.constant('--x\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nnot a jpeg'),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=bogus",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "multipart/form-data; boundary=",
  "garbage/;;;",
  "",
);

const contentLength = fc.constantFrom<"exact" | string>("exact", "exact", "exact", "abc", "-1", "1e3", "+5", "");

const header = fc.oneof(
  fc.constantFrom(
    "Origin: null",
    "Origin: http://evil.example",
    "Origin: ::::",
    `Origin: ${BASE}`,
    "Sec-Fetch-Site: cross-site",
    "Sec-Fetch-Site: same-origin",
    "Accept: text/event-stream",
    "Accept-Encoding: gzip, br, zstd, *;q=abc",
    "Idempotency-Key: a b c",
    "Idempotency-Key: ",
    "X-Forwarded-For: not-an-address",
    "X-Forwarded-Host: evil.example",
    `X-Forwarded-Host: localhost:${PORT}, evil.example`,
    "Range: bytes=999999-1",
    "If-None-Match: *",
    "Expect: 100-continue",
  ),
  fc.integer({ min: 1000, max: 12_000 }).map((n) => `X-Big: ${"h".repeat(n)}`),
);

const cookie = fc.oneof(
  fc.constantFrom(undefined, "signed-in", "signed-in"),
  fc.constantFrom("__session=%zz", "__session=", "__session=e30%3D.forged", "theme=%ff; __session=a.b.c", "==;;=="),
  fc.string({ maxLength: 100 }).map((s) => `__session=${encodeURIComponent(s)}`),
);

const fuzzRequest = fc.record({
  method: fc.constantFrom("GET", "GET", "POST", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS"),
  path: requestPath,
  contentType,
  contentLength,
  headers: fc.array(header, { maxLength: 2 }),
  cookie,
  body,
});
type FuzzRequest = typeof fuzzRequest extends fc.Arbitrary<infer T> ? T : never;

/** Sends one request as raw bytes (no client checks what it sends) and resolves with the answer's status line. */
function send(request: FuzzRequest, signedInCookie: string): Promise<string> {
  // With a Content-Length that does not parse, Node's parser answers 400 and closes at once: the body would only
  // meet a reset while it is still being written.
  const payload = Buffer.from(request.contentLength === "exact" ? request.body : "", "latin1");
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: localhost:${PORT}`, "Connection: close"];
  if (request.contentType !== undefined) lines.push(`Content-Type: ${request.contentType}`);
  if (request.method !== "GET" || payload.length) {
    lines.push(`Content-Length: ${request.contentLength === "exact" ? payload.length : request.contentLength}`);
  }
  if (request.cookie) lines.push(`Cookie: ${request.cookie === "signed-in" ? signedInCookie : request.cookie}`);
  lines.push(...request.headers);
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    socket.setTimeout(20_000, () => socket.destroy(new Error("no answer within 20 s")));
    socket.on("data", (chunk: Buffer) => {
      // An interim answer (100 Continue, to `Expect: 100-continue`) comes before the real one.
      answer = (answer + chunk.toString("latin1")).replace(/^HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n/, "");
      if (/^HTTP\/1\.1 1\d\d /.test(answer) || !answer.includes("\r\n")) return;
      resolve(answer.slice(0, answer.indexOf("\r\n")));
      socket.destroy();
    });
    socket.on("error", (error) => reject(new Error(`${error.message} before any answer`)));
    socket.on("close", () => reject(new Error("closed before any answer")));
    socket.write(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), payload]));
  });
}

async function register(role: string): Promise<string> {
  const response = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: `fuzz_${role}`, email: `fuzz_${role}@example.com`, password: "secret123", role }),
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

test.beforeAll(async () => {
  const unlimited = "1000000";
  server = await startServer({
    port: PORT,
    dir: DIR,
    env: {
      RATE_LIMIT_AUTH_MAX: unlimited,
      RATE_LIMIT_PUBLIC_FORM_MAX: unlimited,
      RATE_LIMIT_WRITE_MAX: unlimited,
      RATE_LIMIT_GENERAL_MAX: unlimited,
    },
  });
  cookies = [await register("subcontractor"), await register("general_contractor")];
});

test.afterAll(() => stopServer(server));

test("the route list covers the app's pages and API", () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining(["/", "/auth", "/api/login", "/api/profile/$userId", "/projects/$projectId/apply"]),
  );
  expect(ROUTES).toContain("/appointments/$id.ics");
});

/** The failing request in a few lines (a counterexample can hold a megabyte of body). */
function reportBriefly(details: fc.RunDetails<[FuzzRequest]>) {
  if (!details.failed || !details.counterexample) return;
  const [request] = details.counterexample;
  const brief = {
    ...request,
    path: request.path.length > 200 ? `${request.path.slice(0, 200)}… (${request.path.length} chars)` : request.path,
    headers: request.headers.map((h) => (h.length > 100 ? `${h.slice(0, 100)}… (${h.length} chars)` : h)),
    body: request.body.length > 200 ? `${request.body.slice(0, 200)}… (${request.body.length} chars)` : request.body,
  };
  const error = details.errorInstance instanceof Error ? details.errorInstance.message.split("\n")[0] : "";
  throw new Error(`seed ${details.seed}, run ${details.numRuns}: ${error}\n${JSON.stringify(brief, null, 2)}`);
}

test(`${RUNS} malformed requests (seed ${SEED}): no 5xx, and the server keeps answering`, async () => {
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(fuzzRequest, async (request) => {
      const statusLine = await send(request, cookies[sent++ % cookies.length]);
      const status = Number(statusLine.split(" ")[1]);
      expect(status, statusLine).toBeGreaterThanOrEqual(200);
      expect(status, statusLine).toBeLessThan(500);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true, reporter: reportBriefly },
  );
  expect((await fetch(`${BASE}/healthz`)).status).toBe(200);
});
