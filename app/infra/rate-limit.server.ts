/**
 * Rate-limit counts shared by every app node through Redis (REDIS_URL), with rate-limit-redis: one script per
 * request, an INCR that starts the window's expiry. Chosen over a PostgreSQL store by measurement (see
 * docs/decisions/021-shared-state-across-nodes.md).
 */
import type { Options } from "express-rate-limit";
import type { RedisStore } from "rate-limit-redis";

import { connected, connectRedis, redisUrl, type Redis } from "~/infra/redis.server";

/** Loaded only with REDIS_URL, as the client library is (app/infra/redis.server.ts). */
const library = redisUrl() ? await import("rate-limit-redis") : null;

let client: Redis | undefined;
/** The first connection, or 2 s: the server listens once it is counting (or Redis did not answer in time). */
let connecting: Promise<void> = Promise.resolve();
/** Whether the last count failed: a failure is logged when it starts and again when counting works again. */
let failing = false;

/**
 * rate-limit-redis loads its scripts once, at start; if Redis was unreachable then, the failed load would fail every
 * later count, even once Redis is back. So a failed count loads them again for the next one.
 */
function redisCountsOver(Store: typeof RedisStore) {
  return class RedisCounts extends Store {
    /** The scripts load on the first connection rather than failing before it. */
    override async init(options: Options) {
      await connecting;
      await super.init(options);
    }

    override async increment(key: string) {
      try {
        const counted = await super.increment(key);
        if (failing) console.log("Rate limits: counting in Redis again");
        failing = false;
        return counted;
      } catch (error) {
        if (!failing) {
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`Rate limits: Redis did not count (${reason}); requests go through uncounted until it does`);
        }
        failing = true;
        const incrementScript = this.loadIncrementScript();
        const getScript = this.loadGetScript();
        incrementScript.catch(() => {});
        getScript.catch(() => {});
        this.incrementScriptSha = incrementScript;
        this.getScriptSha = getScript;
        throw error;
      }
    }
  };
}

let RedisCounts: ReturnType<typeof redisCountsOver> | undefined;

/**
 * With REDIS_URL, the options that make one limiter (`prefix` names it) count across nodes: the store, and a logger
 * that leaves the store's failures to the store (logged once, not once a request). Null without REDIS_URL.
 */
export function sharedRateLimits(prefix: string): Pick<Options, "store" | "logger"> | null {
  if (!library) return null;
  RedisCounts ??= redisCountsOver(library.RedisStore);
  if (!client) {
    client = connectRedis("rate limits");
    connecting = connected(client, 2000);
  }
  const redis = client;
  return {
    store: new RedisCounts({
      prefix: `tradelink:rate:${prefix}:`,
      sendCommand: (...args: string[]) => redis.sendCommand(args),
    }),
    logger: { error: () => {}, warn: console.warn },
  };
}

/** Resolves once the shared counts can be kept (see `connecting`); at once without REDIS_URL. */
export const sharedRateLimitsReady = () => connecting;
