import net from "node:net";

import { expect, test } from "@playwright/test";

import { PORT_BASE, STRICT_PORT } from "../../playwright.config";

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

// ---- The HTTP edge through Node's own fetch, on the main server (its rate limits are high) ----

const MAIN = `http://localhost:${PORT_BASE}`;
const MB = 1024 * 1024;

async function signUp(role = "subcontractor"): Promise<string> {
  const name = `edge_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const response = await fetch(`${MAIN}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: "secret123", role }),
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function photoForm(bytes: number, fields: Record<string, string> = { title: "Deck" }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("photos", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  return form;
}

test.describe("a body over a limit: the client sends it all and reads the answer", () => {
  test("a 16 MB or 48 MB JSON photo gets the 413 JSON", async () => {
    for (const size of [16 * MB, 48 * MB]) {
      const response = await fetch(`${MAIN}/api/profile/gc/image`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ logo_url: `data:image/png;base64,${"A".repeat(size)}` }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: expect.stringContaining("too large (limit 8 MB)") });
    }
  });

  test("a 60 MB multipart upload of a signed-in user gets the 413 JSON", async () => {
    const cookie = await signUp();
    const response = await fetch(`${MAIN}/api/portfolio`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: photoForm(60 * MB),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: expect.stringContaining("too large (limit 50 MB)") });
  });

  test("a 6 MB photo in a multipart upload gets the route's 413 JSON", async () => {
    const cookie = await signUp();
    const response = await fetch(`${MAIN}/api/portfolio`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: photoForm(6 * MB),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: "The photo must be 5 MB or smaller" });
  });

  test("a 2 MB form post with JavaScript off gets a readable page", async () => {
    const response = await fetch(`${MAIN}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(2 * MB)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Request body is too large (limit 1 MB)");
  });

  test("a page upload form with a 6 MB text field gets 400, not 500", async () => {
    const cookie = await signUp();
    const form = new FormData();
    form.append("title", "x".repeat(6 * MB));
    const response = await fetch(`${MAIN}/profile/portfolio/new`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    expect(response.status).toBe(400);
  });
});

test("the rest of a body the app left unread is dropped, and the connection answers the next request", async () => {
  const cookie = await signUp();
  const body = Buffer.from(
    `--x\r\nContent-Disposition: form-data; name="title"\r\n\r\n${"x".repeat(6 * MB)}\r\n--x--\r\n`,
  );
  const head = [
    "POST /profile/portfolio/new HTTP/1.1",
    `Host: localhost:${PORT_BASE}`,
    "Content-Type: multipart/form-data; boundary=x",
    `Content-Length: ${body.length}`,
    `Cookie: ${cookie}`,
  ];
  const next = `GET /healthz HTTP/1.1\r\nHost: localhost:${PORT_BASE}\r\nConnection: close\r\n\r\n`;
  const socket = net.connect(PORT_BASE, "127.0.0.1");
  const answers = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text));
  });
  socket.write(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), body, Buffer.from(next)]));
  const timer = setTimeout(() => socket.destroy(), 10_000);
  const text = await answers;
  clearTimeout(timer);
  const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
  expect(statuses).toEqual([400, 200]);
});

test.describe("the multipart limit", () => {
  const post = (path: string, body: FormData, cookie?: string) =>
    fetch(`${MAIN}${path}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body });

  test("is 1 MB signed out, on any path", async () => {
    for (const path of ["/unsubscribe", "/api/portfolio", "/profile/portfolio/new"]) {
      const response = await post(path, photoForm(2 * MB));
      expect(response.status, path).toBe(413);
      expect(await response.text(), path).toContain("limit 1 MB");
    }
  });

  test("is 1 MB on a path that takes no upload, signed in too", async () => {
    const cookie = await signUp();
    const response = await post("/unsubscribe", photoForm(2 * MB), cookie);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("limit 1 MB");
  });

  test("is 1 MB with a forged or stale session cookie", async () => {
    const cookie = await signUp();
    const value = cookie.split("=")[1];
    for (const forged of ["__session=forged", `__session=${value.slice(0, -4)}AAAA`]) {
      const response = await post("/api/portfolio", photoForm(2 * MB), forged);
      expect(response.status, forged).toBe(413);
      expect(await response.json()).toEqual({ message: expect.stringContaining("limit 1 MB") });
    }
    const signedOut = await fetch(`${MAIN}/api/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect(signedOut.ok).toBe(true);
    const response = await post("/api/portfolio", photoForm(2 * MB), cookie);
    expect(await response.json()).toEqual({ message: expect.stringContaining("limit 1 MB") });
  });

  test("is 50 MB on the upload routes for a signed-in user", async () => {
    const cookie = await signUp();
    const api = await post("/api/portfolio", photoForm(2 * MB), cookie);
    expect(api.status).toBe(400); // reached the route: two megabytes of zeros are no photo
    expect(await api.json()).toMatchObject({ message: expect.not.stringContaining("too large") });
    const page = await post("/profile/portfolio/new", photoForm(2 * MB), cookie);
    expect(page.status).toBe(400);
    expect(await page.text()).not.toContain("Request body is too large");
  });
});

test("a project page or form with a project id that cannot exist answers 404, not 500", async () => {
  const cookie = await signUp();
  const form = { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie };
  for (const path of ["/projects/abc/scope", "/projects/abc/applications/5", "/projects/0/applications/abc"]) {
    const page = await fetch(`${MAIN}${path}`, { headers: { Cookie: cookie } });
    expect(page.status, path).toBe(404);
  }
  for (const path of [
    "/projects/abc/bid",
    "/projects/abc/questions?intent=ask",
    "/projects/abc/scope",
    "/projects/abc/documents",
    "/projects/abc/leveling",
    "/projects/0/bid/attachments",
  ]) {
    const response = await fetch(`${MAIN}${path}`, { method: "POST", headers: form, body: "intent=save" });
    expect(response.status, path).toBe(404);
  }
});

test.describe("addresses that do not decode", () => {
  for (const path of ["/api/profile/%zz", "/api/projects/%", "/%ff%fe", "/projects/%zz", "/profile/%E0%A4%A"]) {
    test(`${path} answers 400`, async () => {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${MAIN}${path}`, { method });
        expect(response.status, method).toBe(400);
        if (path.startsWith("/api/")) expect(await response.json()).toEqual({ message: expect.any(String) });
        else expect(await response.text()).toContain("This address is not valid");
      }
    });
  }
});

test("a single-fetch read of a resource route is 404; the live-event stream answers at once", async () => {
  const cookie = await signUp();
  for (const path of ["/resources/events.data", "/api/user.data"]) {
    const response = await fetch(`${MAIN}${path}`, { headers: { Cookie: cookie }, signal: AbortSignal.timeout(5000) });
    expect(response.status, path).toBe(404);
  }
  const stream = await fetch(`${MAIN}/resources/events`, {
    headers: { Cookie: cookie },
    signal: AbortSignal.timeout(5000),
  });
  expect(stream.headers.get("content-type")).toContain("text/event-stream");
  await stream.body?.cancel();
});

test.describe("writes from another site", () => {
  const login = (headers: Record<string, string>, body = JSON.stringify({ username: "nobody", password: "x" })) =>
    fetch(`${MAIN}/api/login`, { method: "POST", headers, body });

  test("Origin: null is refused, for the API and for a page form (a readable page)", async () => {
    const api = await login({ "Content-Type": "application/json", Origin: "null" });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ message: expect.stringContaining("another site") });
    const page = await fetch(`${MAIN}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
      body: "name=a&email=a%40example.com&message=hello",
    });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("This request came from another site and was refused.");
  });

  test("without Origin, Sec-Fetch-Site decides", async () => {
    const json = { "Content-Type": "application/json" };
    expect((await login({ ...json, "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await login({ ...json, "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect((await login({ ...json, "Sec-Fetch-Site": "same-origin" })).status).toBe(401);
    expect((await login({ ...json, "Sec-Fetch-Site": "none" })).status).toBe(401);
    expect((await login(json)).status).toBe(401);
    expect((await login({ ...json, Origin: MAIN })).status).toBe(401);
  });

  test("an /api write with a body must be JSON: a text/plain login is 415", async () => {
    const cookie = await signUp();
    const { username } = await (await fetch(`${MAIN}/api/user`, { headers: { Cookie: cookie } })).json();
    const body = JSON.stringify({ username, password: "secret123" });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await login({ "Content-Type": type }, body);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ message: "Send the request body as application/json." });
      expect(response.headers.getSetCookie(), type).toEqual([]);
    }
    const untyped = await fetch(`${MAIN}/api/login`, { method: "POST", body: new Blob([body]) });
    expect(untyped.status).toBe(415);
    expect((await login({ "Content-Type": "application/json; charset=utf-8" }, body)).status).toBe(200);
  });

  test("a page's action gets a form: urlencoded, multipart only on upload routes (415 otherwise, not 500)", async () => {
    const cookie = await signUp();
    const cases: [string, string, Record<string, string>, BodyInit | undefined][] = [
      ["POST", "/reviews", { "Content-Type": "text/plain" }, "rating=5"],
      ["DELETE", "/profile/", { "Content-Type": "text/plain" }, undefined],
      ["POST", "/contact", {}, undefined],
      ["POST", "/resources/theme", {}, photoForm(10)],
      ["POST", "/unsubscribe", {}, photoForm(10)],
    ];
    for (const [method, path, headers, body] of cases) {
      const response = await fetch(`${MAIN}${path}`, { method, headers: { ...headers, Cookie: cookie }, body });
      expect(response.status, `${method} ${path}`).toBe(415);
      expect(await response.text()).toContain("Send the request body as application/x-www-form-urlencoded");
    }
    const theme = await fetch(`${MAIN}/resources/theme`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "theme=dark",
      redirect: "manual",
    });
    expect(theme.status).toBeLessThan(400);
  });

  test("writes with no body need no content type; the upload calls take multipart", async () => {
    const cookie = await signUp();
    const read = await fetch(`${MAIN}/api/messages/999999/read`, { method: "PATCH", headers: { Cookie: cookie } });
    expect(read.status).toBe(404);
    const upload = await fetch(`${MAIN}/api/certifications`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: photoForm(10, {}),
    });
    expect(upload.status).toBe(400);
    const projects = await fetch(`${MAIN}/api/projects`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: photoForm(10),
    });
    expect(projects.status).toBe(415);
    expect(await projects.json()).toEqual({ message: "Send the request body as application/json." });
    const logout = await fetch(`${MAIN}/api/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect(logout.ok).toBe(true);
  });
});

test.describe("deeply nested JSON", () => {
  const json = (path: string, body: string, method = "POST") =>
    fetch(`${MAIN}${path}`, { method, headers: { "Content-Type": "application/json" }, body });

  test("is refused with 400 before it is parsed, at once", async () => {
    const deep = `${"[".repeat(33)}${"]".repeat(33)}`;
    const response = await json("/api/login", deep);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body nests deeper than 32 levels" });
    const started = Date.now();
    const megabyte = await json("/api/login", "[".repeat(MB - 10));
    expect(megabyte.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("counts no bracket inside a string", async () => {
    const response = await json("/api/login", JSON.stringify({ username: `\\"${"[{".repeat(100)}`, password: "x" }));
    expect(response.status).toBe(401);
  });

  test("8 MB of JSON only on the two data-URL image calls; /api/portfolio takes 1 MB", async () => {
    const nested = "[".repeat(8 * MB - 10);
    const portfolio = await json("/api/portfolio", nested);
    expect(portfolio.status).toBe(413);
    expect(await portfolio.json()).toEqual({ message: expect.stringContaining("limit 1 MB") });
    const cookie = await signUp("general_contractor");
    const image = await fetch(`${MAIN}/api/profile/gc/image`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ logo_url: `data:image/png;base64,${"A".repeat(6 * MB)}` }),
    });
    expect(image.status).toBe(400); // reached the route: six megabytes of "A" are no image
  });
});

// Last in the file: it spends this client's writes for the minute.
test("starting resumable uploads counts as writes: past the limit, 429", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 101; i++) {
    const response = await request.post("/api/uploads/resumable", {
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "1024" },
    });
    statuses.push(response.status());
  }
  expect(statuses[0]).toBe(401);
  expect(statuses.at(-1)).toBe(429);
});
