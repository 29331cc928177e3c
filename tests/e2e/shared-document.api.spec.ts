import { expect, test, type APIResponse } from "@playwright/test";

/**
 * The public pages are rendered once for every signed-out visitor (docs/decisions/023-shared-documents.md): through
 * the real server, each answer still has its own CSP nonce and form-token seed, and nothing of a signed-in visitor's
 * page reaches anyone else.
 */

/** The page's form-token seed, in its data for the app's scripts (a page without scripts has none). */
const seedOf = (html: string) => html.match(/formTokenSeed\\",\\"([0-9a-f-]{36})/)?.[1] ?? null;

async function documentOf(response: APIResponse) {
  expect(response.status()).toBe(200);
  const html = await response.text();
  const nonce = response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1];
  const seed = seedOf(html);
  /** The page with this answer's own values taken out, to compare with another answer's. */
  const normalized =
    seed === null ? html.replaceAll(nonce, "NONCE") : html.replaceAll(nonce, "NONCE").replaceAll(seed, "SEED");
  return { html, nonce, seed, normalized };
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
    expect(seed).not.toBeNull();
    // Every script the page runs carries this answer's nonce; the contact form's one-time token starts with its seed.
    const nonces = [...html.matchAll(/<script nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThan(2);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(html).toMatch(new RegExp(`name="_token" value="${seed}\\.`));
  }
  expect(visits[1].normalized).toBe(visits[0].normalized);
  expect(visits[2].normalized).toBe(visits[0].normalized);
});

test("a signed-in visitor's public page is their own, and signed-out visitors never get it", async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await playwright.request.newContext({ baseURL });
  const before = await documentOf(await anonymous.get("/contact"));

  const member = await playwright.request.newContext({ baseURL });
  const username = `shared_doc_${Date.now()}`;
  const registered = await member.post("/api/register", {
    data: { username, email: `${username}@example.com`, password: "secret123", role: "subcontractor" },
  });
  expect(registered.status()).toBe(201);
  const theirs = await documentOf(await member.get("/contact"));
  expect(theirs.html).toContain(username);
  expect(theirs.html).toContain(">Go to Dashboard<");

  expect(before.html).toContain(">Log In<");

  // Another first visit (the first client now has the stylesheet cookie, so its pages link the file).
  const later = await playwright.request.newContext({ baseURL });
  const after = await documentOf(await later.get("/contact"));
  expect(after.html).not.toContain(username);
  expect(after.html).not.toContain(">Go to Dashboard<");
  expect(after.normalized).toBe(before.normalized);
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
