/**
 * The in-process event bus behind live updates (server-sent events): the domain publishes small typed events to a
 * user after its transaction commits; each open stream of that user receives them. One process today; a shared
 * broker can replace this module without touching features.
 */
import { EventEmitter } from "node:events";

export type LiveEvent =
  | { type: "message"; from: number; to: number }
  | { type: "unread" }
  | { type: "connection" }
  | { type: "notification" };

type Bus = { emitter: EventEmitter; streams: Set<() => void> };

// server.ts and the Remix build each load this module; both must share one bus.
const global = globalThis as unknown as { __liveBus?: Bus };
const bus: Bus = (global.__liveBus ??= { emitter: new EventEmitter().setMaxListeners(0), streams: new Set() });

export function publish(userId: number, event: LiveEvent) {
  bus.emitter.emit(`user:${userId}`, event);
}

/** Listens for a user's events; returns the function that stops listening. */
export function subscribe(userId: number, listener: (event: LiveEvent) => void, close: () => void): () => void {
  const channel = `user:${userId}`;
  bus.emitter.on(channel, listener);
  bus.streams.add(close);
  return () => {
    bus.emitter.off(channel, listener);
    bus.streams.delete(close);
  };
}

/** Ends every open stream (graceful shutdown: clients reconnect to the next server). */
export function closeAllStreams() {
  for (const close of [...bus.streams]) close();
}
