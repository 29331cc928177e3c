import { expect, test, type APIResponse } from "@playwright/test";

import { onClusterSuite } from "../../playwright.config";

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

/** Whether the server answered with the copy it kept instead of rendering (it says so in Server-Timing). */
const keptCopy = (response: APIResponse) => (response.headers()["server-timing"] ?? "").includes("kept copy");

test("a signed-in page is kept for its user while its data stays the same, and a change shows at once", async ({
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const register = async (prefix: string, role: string) => {
    const client = await playwright.request.newContext({ baseURL });
    const username = `${prefix}_${Date.now()}`;
    const answer = await client.post("/api/register", {
      data: { username, email: `${username}@example.com`, password: "secret123", role },
    });
    expect(answer.status()).toBe(201);
    return { client, username, id: ((await answer.json()) as { id: number }).id };
  };
  const gc = await register("kept_gc", "general_contractor");

  // Nothing on a new contractor's dashboard is written from the clock: the second view is the kept copy. (The very
  // first document has the stylesheet inside it, a different page from the later ones.) On the cluster run each node
  // keeps its own copies and haproxy picks the node, so the kept copy comes once a node answers the page again.
  expect(keptCopy(await gc.client.get("/dashboard"))).toBe(false);
  const first = await gc.client.get("/dashboard");
  expect(keptCopy(first)).toBe(false);
  let second = await gc.client.get("/dashboard");
  for (let view = 0; onClusterSuite && !keptCopy(second) && view < 12; view++) {
    second = await gc.client.get("/dashboard");
  }
  expect(keptCopy(second)).toBe(true);
  expect((await documentOf(second)).normalized).toBe((await documentOf(first)).normalized);
  expect(await second.text()).not.toContain('<span class="sr-only"> unread</span>');

  // A request to connect arrives: the header's unread notifications are new data, so the page is rendered again.
  const sub = await register("kept_sub", "subcontractor");
  const asked = await sub.client.post("/api/connections", { data: { recipient_id: gc.id, type: "general" } });
  expect(asked.status()).toBe(201);
  const afterRequest = await gc.client.get("/dashboard");
  expect(keptCopy(afterRequest)).toBe(false);
  expect(await afterRequest.text()).toContain('<span class="sr-only"> unread</span>');

  // Another user never gets the contractor's page, kept or not.
  const theirs = await sub.client.get("/dashboard");
  expect(await theirs.text()).not.toContain(gc.username);

  // A project page says "Posted 1 second ago": a text that changes within the second is never answered from a copy.
  const posted = await gc.client.post("/api/projects", {
    data: {
      trade_type: "Electrical",
      title: `Kept copy check ${Date.now()}`,
      description: "Replace 40 troffers with LED panels.",
      location: "Phoenix, AZ",
      budget_range: "$10,000 - $25,000",
      timeline: "1-2 weeks",
      requirements: "Licensed electrician, evening work only.",
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  const postedAgo = async () => {
    const page = await gc.client.get(`/projects/${id}`);
    expect(keptCopy(page)).toBe(false);
    return Number((await page.text()).match(/>(\d+) seconds? ago</)![1]);
  };
  await gc.client.get(`/projects/${id}`);
  const before = await postedAgo();
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  expect(await postedAgo()).toBeGreaterThanOrEqual(before + 2);
  for (const client of [gc.client, sub.client]) await client.dispose();
});
