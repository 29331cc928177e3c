/**
 * The event bus behind live updates (server-sent events): the domain publishes small typed events to a user after
 * its transaction commits; each open stream of that user receives them, in whichever worker process it is open
 * (with WEB_CONCURRENCY > 1 the primary relays each event to the other workers). A shared broker can replace this
 * module across machines without touching features.
 */
import cluster from "node:cluster";
import { EventEmitter } from "node:events";

export type LiveEvent =
  | { type: "message"; from: number; to: number }
  | { type: "unread" }
  | { type: "connection" }
  | { type: "notification" };

type Bus = { emitter: EventEmitter; streams: Set<() => void>; relayed: boolean };
type Relayed = { tradelinkLive: { userId: number; event: LiveEvent } };

const isRelayed = (message: unknown): message is Relayed =>
  typeof message === "object" && message !== null && "tradelinkLive" in message;

// server.ts and the Remix build each load this module; both must share one bus.
const global = globalThis as unknown as { __liveBus?: Bus };
const bus: Bus = (global.__liveBus ??= {
  emitter: new EventEmitter().setMaxListeners(0),
  streams: new Set(),
  relayed: false,
});

// A worker hears what the others published, through the primary.
if (cluster.isWorker && !bus.relayed) {
  bus.relayed = true;
  process.on("message", (message: unknown) => {
    if (isRelayed(message)) bus.emitter.emit(`user:${message.tradelinkLive.userId}`, message.tradelinkLive.event);
  });
}

export function publish(userId: number, event: LiveEvent) {
  bus.emitter.emit(`user:${userId}`, event);
  if (cluster.isWorker && process.send) process.send({ tradelinkLive: { userId, event } } satisfies Relayed);
}

/** In the primary: each worker's events go to every other worker. */
export function relayLiveEventsBetweenWorkers() {
  cluster.on("message", (from, message: unknown) => {
    if (!isRelayed(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
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
