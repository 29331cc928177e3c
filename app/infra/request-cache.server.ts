/**
 * Values computed once per HTTP request. A document request runs the root, layout and page loaders separately, and
 * each asks who is signed in; server.ts runs every request inside `runWithRequestCache`, and outside it (tests,
 * scripts) nothing is cached.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** Per request: the cached values, and who was signed in (for the request log). */
export type RequestState = { cache: Map<string, Promise<unknown>>; userId: number | null };

const store = new AsyncLocalStorage<RequestState>();

export function runWithRequestCache<T>(fn: (state: RequestState) => T): T {
  const state: RequestState = { cache: new Map(), userId: null };
  return store.run(state, () => fn(state));
}

/** Records the signed-in user of this request (the log line names them). */
export function noteRequestUser(userId: number) {
  const state = store.getStore();
  if (state) state.userId = userId;
}

export function requestCached<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const cache = store.getStore()?.cache;
  if (!cache) return compute();
  let value = cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}
