/**
 * The channel that carries live events between processes on several machines (REDIS_URL): Redis pub/sub, one
 * channel. Every server process (each worker of each node) publishes on it and listens to it; a process skips what
 * it published itself, having delivered that already. A message is at most a few hundred bytes of JSON.
 */
import crypto from "node:crypto";

import { connectRedis, disconnectRedis, redisUrl } from "~/infra/redis.server";

const CHANNEL = "tradelink:live";

function parseMessage(raw: string): { from: string; message: unknown } | null {
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === "object" && parsed !== null && "from" in parsed && "message" in parsed
      ? (parsed as { from: string; message: unknown })
      : null;
  } catch {
    return null;
  }
}

export type Broker = { publish: (message: unknown) => void; leave: () => Promise<void> };

/**
 * Joins the channel: `hear` receives what the other processes publish. Null without REDIS_URL. The listening
 * connection subscribes again by itself after it was lost; what was published meanwhile is not heard (pages catch
 * up when their stream reconnects or they load).
 */
export function joinBroker(hear: (message: unknown) => void): Broker | null {
  if (!redisUrl()) return null;
  const from = crypto.randomUUID();
  const publisher = connectRedis("live events, publishing");
  const listener = connectRedis("live events, listening");
  let subscribed = false;
  let left = false;
  const subscribe = () => {
    if (subscribed || left) return;
    listener
      .subscribe(CHANNEL, (raw) => {
        const parsed = parseMessage(raw);
        if (parsed && parsed.from !== from) hear(parsed.message);
      })
      .then(
        () => (subscribed = true),
        (error: Error) => {
          console.error(`Live events: could not listen to Redis (${error.message}); trying again`);
          // Disconnected: the next "ready" subscribes.
          if (listener.isReady) setTimeout(subscribe, 1000).unref();
        },
      );
  };
  listener.on("ready", subscribe);
  let failing = false;
  return {
    publish(message) {
      publisher.publish(CHANNEL, JSON.stringify({ from, message })).then(
        () => (failing = false),
        (error: Error) => {
          if (!failing) console.error(`Live events: not sent to the other nodes (${error.message})`);
          failing = true;
        },
      );
    },
    async leave() {
      left = true;
      await Promise.all([disconnectRedis(publisher), disconnectRedis(listener)]);
    },
  };
}
