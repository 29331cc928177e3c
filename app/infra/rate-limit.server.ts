/**
 * Rate-limit counts shared by every app node through Redis (REDIS_URL), with rate-limit-redis: one script per
 * request, an INCR that starts the window's expiry. Chosen over a PostgreSQL store by measurement (see
 * docs/decisions/021-shared-state-across-nodes.md).
 */
import type { Options } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";

import { connectRedis, redisUrl, type Redis } from "~/infra/redis.server";

let client: Redis | undefined;
/** Whether the last count failed: a failure is logged when it starts and again when counting works again. */
let failing = false;

/**
 * rate-limit-redis loads its scripts once, at start; if Redis was unreachable then, the failed load would fail every
 * later count, even once Redis is back. So a failed count loads them again for the next one.
 */
class RedisCounts extends RedisStore {
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
}

/**
 * With REDIS_URL, the options that make one limiter (`prefix` names it) count across nodes: the store, and a logger
 * that leaves the store's failures to the store (logged once, not once a request). Null without REDIS_URL.
 */
export function sharedRateLimits(prefix: string): Pick<Options, "store" | "logger"> | null {
  if (!redisUrl()) return null;
  const redis = (client ??= connectRedis("rate limits"));
  return {
    store: new RedisCounts({
      prefix: `tradelink:rate:${prefix}:`,
      sendCommand: (...args: string[]) => redis.sendCommand(args),
    }),
    logger: { error: () => {}, warn: console.warn },
  };
}
