import os from "node:os";

import { expect, test } from "@playwright/test";

import { clusterNodePorts, PORT_BASE, STRICT_PORT } from "../../playwright.config";

// Across the nodes of the cluster run (npm run test:cluster): each app server of playwright.config.ts is three nodes
// behind haproxy. These tests speak to the nodes' own ports, to choose which node answers.
const NODES = clusterNodePorts(PORT_BASE).map((port) => `http://127.0.0.1:${port}`);
const STRICT_NODES = clusterNodePorts(STRICT_PORT).map((port) => `http://127.0.0.1:${port}`);

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

let accounts = 0;

async function register(node: string, role: "general_contractor" | "subcontractor") {
  const username = `cluster_${process.pid}_${Date.now().toString(36)}_${++accounts}`;
  const response = await fetch(`${node}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: "secret123", role }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, cookie: cookieOf(response) };
}

const post = (node: string, path: string, cookie: string, body: unknown) =>
  fetch(`${node}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

test("a message sent through node 1 reaches a live stream held open on node 2 within 1 s", async () => {
  const [node1, node2] = NODES;
  const sender = await register(node1, "general_contractor");
  const recipient = await register(node2, "subcontractor");
  const asked = await post(node1, "/api/connections", sender.cookie, { recipient_id: recipient.id, type: "general" });
  expect(asked.status).toBe(201);
  const { id: connection } = (await asked.json()) as { id: number };
  const accepted = await fetch(`${node2}/api/connections/${connection}`, {
    method: "PATCH",
    headers: { Cookie: recipient.cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "accepted" }),
  });
  expect(accepted.status).toBe(200);

  const stream = await fetch(`${node2}/resources/events`, { headers: { Cookie: recipient.cookie } });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let messageAt: number | null = null;
  const reading = (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
        if (messageAt === null && text.includes("event: message")) messageAt = performance.now();
      }
    } catch {
      // Cancelled below.
    }
  })();
  await expect.poll(() => text).toContain(": connected");

  const sentAt = performance.now();
  const sent = await post(node1, "/api/messages", sender.cookie, {
    recipient_id: recipient.id,
    content: "Across the nodes",
  });
  expect(sent.status).toBe(201);
  const acknowledgedAt = performance.now();
  await expect.poll(() => messageAt, { timeout: 5000 }).not.toBeNull();
  console.log(
    `live message: on node 2's stream ${(messageAt! - sentAt).toFixed(0)} ms after the send began, ` +
      `${(messageAt! - acknowledgedAt).toFixed(0)} ms after node 1 acknowledged it`,
  );
  expect(messageAt! - acknowledgedAt).toBeLessThan(1000);
  await reader.cancel().catch(() => {});
  await reading;
});

test("a client's failed sign-ins are counted across the nodes: exactly the limit get through", async () => {
  // The strict cluster runs the production limits: 20 failed sign-ins per client per 15 minutes. The nodes trust one
  // proxy (TRUST_PROXY=1), so X-Forwarded-For names the client: an address of this test's own, fresh counts.
  const client = `198.51.100.${1 + (process.pid % 250)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${STRICT_NODES[i % STRICT_NODES.length]}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
      body: JSON.stringify({ username: "nobody", password: `wrong-${i}` }),
    });
    statuses.push(response.status);
  }
  expect(statuses.filter((s) => s === 401)).toHaveLength(20);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
});

test("every node serves the same service worker and build, so the offline cache holds whichever answers", async () => {
  const bodies = async (path: string) =>
    Promise.all(NODES.map(async (node) => Buffer.from(await (await fetch(`${node}${path}`)).arrayBuffer())));
  // A page with the app's scripts (the content pages have none: docs/decisions/024-pages-without-scripts.md).
  const page = await Promise.all(NODES.map(async (node) => (await fetch(`${node}/contact`)).text()));
  const assets = (html: string) => [...new Set(html.match(/\/build\/[\w./-]+\.(?:js|css)/g) ?? [])].sort();
  expect(assets(page[0]).some((asset) => /\/build\/manifest-\w+\.js/.test(asset))).toBe(true);
  for (const html of page.slice(1)) expect(assets(html)).toEqual(assets(page[0]));
  for (const path of ["/sw.js", "/offline.js", ...assets(page[0])]) {
    const [first, ...rest] = await bodies(path);
    expect(first.length, path).toBeGreaterThan(0);
    for (const other of rest) expect(other.equals(first), path).toBe(true);
  }
});

test("the nodes listen on loopback only: from another address of this machine they cannot be reached", async () => {
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal);
  test.skip(!outside, "this machine has no address besides loopback");
  for (const port of clusterNodePorts(PORT_BASE)) {
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    const reached = await fetch(`http://${outside!.address}:${port}/healthz`, {
      signal: AbortSignal.timeout(3000),
    }).then(
      () => true,
      () => false,
    );
    expect(reached, `node on port ${port} answered on ${outside!.address}`).toBe(false);
  }
});
