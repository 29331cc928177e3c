import type { AddressInfo } from "node:net";

import express from "express";
import { rateLimit } from "express-rate-limit";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import { findRedisServer, startThrowawayRedis, type ThrowawayRedis } from "../../scripts/redis-throwaway";

// What several app nodes share through Redis (REDIS_URL): live events and stream closings cross from one node to
// another within a second, and a rate limit is counted once over all of them. Each "node" here is a fresh copy of
// the app's modules (its own event bus, its own Redis connections) in this process, against a real redis-server.

type Events = typeof import("~/infra/events.server");
type RateLimits = typeof import("~/infra/rate-limit.server");
type Node = { events: Events; rateLimits: RateLimits; leave: () => Promise<void> };

const redisServer = findRedisServer();
let redis: ThrowawayRedis;
const nodes: Node[] = [];

async function startNode(): Promise<Node> {
  vi.resetModules();
  const events = (await import("~/infra/events.server")) as Events;
  const rateLimits = (await import("~/infra/rate-limit.server")) as RateLimits;
  const node = { events, rateLimits, leave: events.hearOtherProcesses() };
  nodes.push(node);
  return node;
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 10));
  }
  return true;
}

/** Resolves once `count` processes listen on the live-event channel. */
async function listeners(count: number) {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    return await until(async () => {
      const subscribed = await client.pubSubNumSub("tradelink:live");
      return (subscribed["tradelink:live"] ?? 0) >= count;
    }, 10_000);
  } finally {
    await client.close();
  }
}

/** An HTTP server with one limiter (`limit` a minute for everyone) counting in Redis. */
async function limitedServer(node: Node, prefix: string, limit: number) {
  const app = express();
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit,
      passOnStoreError: true,
      keyGenerator: () => "one-client",
      standardHeaders: "draft-8",
      ...node.rateLimits.sharedRateLimits(prefix),
    }),
  );
  app.get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

/** Resolves once the node counts in Redis (its connection opens in the background; until then nothing counts). */
async function counting(node: Node) {
  const probe = await limitedServer(node, "probe", 1_000_000);
  const counted = async () => (await fetch(probe.url)).headers.has("ratelimit");
  const ready = await until(counted, 10_000);
  probe.close();
  return ready;
}

const title = redisServer
  ? "state shared across nodes through Redis"
  : "state shared across nodes through Redis (skipped: redis-server is not installed)";

describe.skipIf(!redisServer)(title, () => {
  let first: Node;
  let second: Node;

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    process.env.REDIS_URL = redis.url;
    first = await startNode();
    second = await startNode();
    expect(await listeners(2)).toBe(true);
    expect(await counting(first)).toBe(true);
    expect(await counting(second)).toBe(true);
  });

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.leave()));
    delete process.env.REDIS_URL;
    await redis?.stop();
  });

  test("an event published on one node reaches a stream on another within a second, and its own once", async () => {
    const there: number[] = [];
    const here: number[] = [];
    const stream = { userId: 7, sessionId: "s7", address: "10.0.0.7" };
    const stopThere = second.events.subscribe(
      stream,
      () => there.push(Date.now()),
      () => {},
    );
    const stopHere = first.events.subscribe(
      { ...stream, sessionId: "s7b" },
      () => here.push(Date.now()),
      () => {},
    );
    const sent = Date.now();
    first.events.publish(7, { type: "unread" });
    expect(await until(() => there.length === 1, 1000)).toBe(true);
    expect(there[0] - sent).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 300));
    expect(here).toHaveLength(1);
    expect(there).toHaveLength(1);
    stopThere();
    stopHere();
  });

  test("closing a session's streams on one node ends them on another", async () => {
    const ended: (string | null)[] = [];
    const stop = second.events.subscribe(
      { userId: 8, sessionId: "s8", address: "10.0.0.8" },
      () => {},
      (why) => {
        ended.push(why);
        stop();
      },
    );
    first.events.closeLiveStreams({ sessionId: "s8" });
    expect(await until(() => ended.length === 1, 1000)).toBe(true);
    expect(ended).toEqual(["signed_out"]);
  });

  test("a limit is counted over both nodes: exactly the limit of requests get through", async () => {
    const servers = await Promise.all([first, second].map((node) => limitedServer(node, "both", 5)));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await fetch(servers[i % 2].url)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    for (const server of servers) server.close();
  });

  test("with Redis down requests go through at once; once it is back counts and events cross again", async () => {
    const server = await limitedServer(first, "outage", 2);
    await redis.stop();
    for (let i = 0; i < 4; i++) {
      const started = Date.now();
      expect((await fetch(server.url)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
    }
    expect(() => first.events.publish(9, { type: "unread" })).not.toThrow();

    await redis.start();
    const counted = async () => (await fetch(server.url)).status === 429;
    expect(await until(counted, 10_000)).toBe(true);
    expect(await listeners(2)).toBe(true);
    const there: number[] = [];
    const stop = second.events.subscribe(
      { userId: 9, sessionId: "s9", address: "10.0.0.9" },
      () => there.push(1),
      () => {},
    );
    first.events.publish(9, { type: "unread" });
    expect(await until(() => there.length === 1, 1000)).toBe(true);
    stop();
    server.close();
  });
});
