/**
 * Values computed once per HTTP request. A document request runs the root, layout and page loaders separately, and
 * each asks who is signed in; server.ts runs every request inside `runWithRequestCache`, and outside it (tests,
 * scripts) nothing is cached.
 */
import { AsyncLocalStorage } from "node:async_hooks";

// server.ts and the Remix build each load this module; both must use one store.
const global = globalThis as unknown as { __requestCache?: AsyncLocalStorage<Map<string, Promise<unknown>>> };
const store = (global.__requestCache ??= new AsyncLocalStorage());

export function runWithRequestCache<T>(fn: () => T): T {
  return store.run(new Map(), fn);
}

export function requestCached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const cache = store.getStore();
  if (!cache) return compute();
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}
