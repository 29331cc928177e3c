/**
 * Values computed once per HTTP request. A document request runs the root, layout and page loaders separately, and
 * each asks who is signed in; server.ts runs every request inside `runWithRequestCache`, and outside it (tests,
 * scripts) nothing is cached.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Per request: the cached values, who was signed in (for the request log), and until when the texts its page wrote
 * from the clock stay as written (app/lib/render-clock.ts).
 */
export type RequestState = { cache: Map<string, Promise<unknown>>; userId: number | null; clockTextsUntil: number };

const store = new AsyncLocalStorage<RequestState>();

export function runWithRequestCache<T>(fn: (state: RequestState) => T): T {
  const state: RequestState = { cache: new Map(), userId: null, clockTextsUntil: Infinity };
  return store.run(state, () => fn(state));
}

/** Records the signed-in user of this request (the log line names them). */
export function noteRequestUser(userId: number) {
  const state = store.getStore();
  if (state) state.userId = userId;
}

/** Records that this request's page wrote a text from the clock that stays as written until `untilMs`. */
export function noteClockText(untilMs: number) {
  const state = store.getStore();
  if (state) state.clockTextsUntil = Math.min(state.clockTextsUntil, untilMs);
}

/**
 * Reads, once its page is rendered, until when the request running now reads as written as far as the clock goes:
 * Infinity when its page wrote nothing from it; 0 outside a request (nothing recorded what it wrote).
 */
export function clockTextsOfThisRequest(): () => number {
  const state = store.getStore();
  return () => state?.clockTextsUntil ?? 0;
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
