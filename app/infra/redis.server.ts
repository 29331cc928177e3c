/**
 * Redis (REDIS_URL): the state several app nodes share, the rate-limit counts and the live-event channel. Unset,
 * each machine keeps its own (see docs/decisions/021-shared-state-across-nodes.md).
 */
export const redisUrl = () => process.env.REDIS_URL?.trim() || null;

/**
 * The client library, loaded only by a server that uses Redis: importing it takes about half a second, which every
 * start on one machine (and every restart after a crash) would otherwise pay.
 */
const library = redisUrl() ? await import("redis") : null;

/** How long a command may wait for Redis before it fails (and a rate limit lets its request through). */
const COMMAND_TIMEOUT_MS = 1000;

/**
 * A client of REDIS_URL, connecting in the background and reconnecting by itself (every 2 s at most) for as long
 * as the process lives. A request never waits for a Redis that is down: a
 * command fails at once while the client is disconnected and after a second when Redis does not answer. A lost
 * connection is logged once, and so is its return.
 */
export function connectRedis(purpose: string) {
  if (!library) throw new Error("connectRedis: REDIS_URL was not set when the server started");
  const client = library.createClient({
    url: redisUrl() ?? undefined,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    console.error(`Redis (${purpose}): ${error.message}; reconnecting`);
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    console.log(`Redis (${purpose}): connected again`);
  });
  // A failed first attempt is reported through "error" and retried like a lost connection.
  client.connect().catch(() => {});
  return client;
}

export type Redis = ReturnType<typeof connectRedis>;

/** Resolves once `client` is connected, or after `ms` (it goes on trying in the background). */
export function connected(client: Redis, ms: number): Promise<void> {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    }
    client.on("ready", done);
  });
}

/** Closes a client whether or not it is connected now. */
export async function disconnectRedis(client: Redis) {
  if (client.isOpen) await client.close().catch(() => client.destroy());
}
