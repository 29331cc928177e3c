import { expect, test, type APIResponse } from "@playwright/test";

/**
 * The public pages are rendered once for every signed-out visitor (docs/decisions/023-shared-documents.md): through
 * the real server, each answer still has its own CSP nonce and form-token seed, and nothing of a signed-in visitor's
 * page reaches anyone else.
 */

const seedOf = (html: string) => html.match(/formTokenSeed\\",\\"([0-9a-f-]{36})/)![1];

async function documentOf(response: APIResponse) {
  expect(response.status()).toBe(200);
  const html = await response.text();
  const nonce = response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1];
  return { html, nonce, seed: seedOf(html) };
}

test("each signed-out visitor of a shared page gets its own nonce and form-token seed, and the same page", async ({
  playwright,
}) => {
  const visits = [];
  for (let i = 0; i < 3; i++) {
    // A new client each time: no cookies, as a first visit.
    const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    visits.push(await documentOf(await client.get("/contact")));
    await client.dispose();
  }
  expect(new Set(visits.map((visit) => visit.nonce)).size).toBe(3);
  expect(new Set(visits.map((visit) => visit.seed)).size).toBe(3);
  for (const { html, nonce, seed } of visits) {
    // Every script the page runs carries this answer's nonce; the contact form's one-time token starts with its seed.
    const nonces = [...html.matchAll(/<script nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThan(2);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(html).toMatch(new RegExp(`name="_token" value="${seed}\\.`));
  }
  const normalized = visits.map(({ html, nonce, seed }) => html.replaceAll(nonce, "NONCE").replaceAll(seed, "SEED"));
  expect(normalized[1]).toBe(normalized[0]);
  expect(normalized[2]).toBe(normalized[0]);
});

test("a signed-in visitor's public page is their own, and signed-out visitors never get it", async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await playwright.request.newContext({ baseURL });
  const before = await documentOf(await anonymous.get("/pricing"));

  const member = await playwright.request.newContext({ baseURL });
  const username = `shared_doc_${Date.now()}`;
  const registered = await member.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "secret123", role: "subcontractor" },
  });
  expect(registered.status()).toBe(201);
  const theirs = await documentOf(await member.get("/pricing"));
  expect(theirs.html).toContain(username);
  expect(theirs.html).toContain(">Go to Dashboard<");

  expect(before.html).toContain(">Log In<");

  // Another first visit (the first client now has the stylesheet cookie, so its pages link the file).
  const later = await playwright.request.newContext({ baseURL });
  const after = await documentOf(await later.get("/pricing"));
  expect(after.html).not.toContain(username);
  expect(after.html).not.toContain(">Go to Dashboard<");
  expect(after.html.replaceAll(after.nonce, "N").replaceAll(after.seed, "S")).toBe(
    before.html.replaceAll(before.nonce, "N").replaceAll(before.seed, "S"),
  );
  for (const client of [anonymous, member, later]) await client.dispose();
});

test("a theme chosen by cookie is the visitor's own", async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const plain = await playwright.request.newContext({ baseURL });
  expect((await documentOf(await plain.get("/faq"))).html).toMatch(/<html[^>]* data-theme="system"/);
  const dark = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: `theme=${encodeURIComponent(btoa(JSON.stringify("dark")))}` },
  });
  expect((await documentOf(await dark.get("/faq"))).html).toMatch(/<html[^>]* data-theme="dark"/);
  expect((await documentOf(await plain.get("/faq"))).html).toMatch(/<html[^>]* data-theme="system"/);
  await plain.dispose();
  await dark.dispose();
});
