/**
 * The event bus behind live updates (server-sent events): the domain publishes small typed events to a user after
 * its transaction commits; each open stream of that user receives them, in whichever process it is open. On one
 * machine with WEB_CONCURRENCY > 1 the primary relays each event to the other workers; across machines (REDIS_URL)
 * every process hears the others through the broker (app/infra/broker.server.ts) instead, and the primary relays
 * nothing.
 */
import cluster from "node:cluster";
import { EventEmitter } from "node:events";

import { joinBroker, type Broker } from "~/infra/broker.server";

export type LiveEvent =
  | { type: "message"; from: number; to: number }
  | { type: "unread" }
  | { type: "connection" }
  | { type: "notification" };

/** An open stream: whose, through which session, from which client address, and how to end it. */
export type LiveStream = { userId: number; sessionId: string; address: string };
/**
 * Why the server ends a stream for good (the page stops reconnecting): a newer stream took its place, or its
 * session ended (sign-out, suspension, deletion). Null: the server is going away; the page reconnects.
 */
export type StreamEnd = "replaced" | "signed_out";
type OpenStream = LiveStream & { close: (why: StreamEnd | null) => void };

/** Which streams to end: a session's (sign-out), or a user's, perhaps but one session (suspension, password change). */
export type StreamSelector = { sessionId: string } | { userId: number; exceptSessionId?: string };

/**
 * Open streams a user, and a client address, may hold in this process: a browser keeps one per tab, so six covers a
 * user's tabs and devices; twenty covers an office behind one address. The oldest closes when a new one comes.
 */
const STREAM_LIMITS = { perUser: 6, perAddress: 20 } as const;

/** Oldest first: a Set keeps the order streams were added. */
type Bus = { emitter: EventEmitter; streams: Set<OpenStream> };
type Relayed = { tradelinkLive: { userId: number; event: LiveEvent } } | { tradelinkCloseStreams: StreamSelector };

const isRelayed = (message: unknown): message is Relayed =>
  typeof message === "object" && message !== null && ("tradelinkLive" in message || "tradelinkCloseStreams" in message);

const bus: Bus = { emitter: new EventEmitter().setMaxListeners(0), streams: new Set() };

function hearRelayed(message: unknown) {
  if (!isRelayed(message)) return;
  if ("tradelinkLive" in message) {
    bus.emitter.emit(`user:${message.tradelinkLive.userId}`, message.tradelinkLive.event);
  } else {
    closeLocalStreams(message.tradelinkCloseStreams);
  }
}

/** The channel to the other machines' processes, once this one listens to it (REDIS_URL). */
let broker: Broker | null = null;

/**
 * In a server process: hear what the other processes published, and which streams they ended, through the broker
 * when there is one, else (in a worker) through the primary. Returns the function that stops listening.
 */
export function hearOtherProcesses(): () => Promise<void> {
  const joined = joinBroker(hearRelayed);
  if (joined) {
    broker = joined;
    return () => {
      broker = null;
      return joined.leave();
    };
  }
  if (!cluster.isWorker) return async () => {};
  process.on("message", hearRelayed);
  return async () => {
    process.off("message", hearRelayed);
  };
}

function relay(message: Relayed) {
  if (broker) broker.publish(message);
  else if (cluster.isWorker && process.send) process.send(message);
}

export function publish(userId: number, event: LiveEvent) {
  bus.emitter.emit(`user:${userId}`, event);
  relay({ tradelinkLive: { userId, event } });
}

/** In the primary: what each worker publishes or ends goes to every other worker. */
export function relayLiveEventsBetweenWorkers() {
  cluster.on("message", (from, message: unknown) => {
    if (!isRelayed(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
    }
  });
}

/** Closes the oldest of `streams` while there are `limit` or more, to make room for one more. */
function makeRoom(streams: OpenStream[], limit: number) {
  for (const stream of streams.slice(0, Math.max(0, streams.length - limit + 1))) stream.close("replaced");
}

/**
 * Listens for a user's events on a new stream; returns the function that stops listening. The user's and the
 * address's oldest streams close first when they are at their limit.
 */
export function subscribe(
  stream: LiveStream,
  listener: (event: LiveEvent) => void,
  close: (why: StreamEnd | null) => void,
): () => void {
  const open = [...bus.streams];
  makeRoom(
    open.filter((s) => s.userId === stream.userId),
    STREAM_LIMITS.perUser,
  );
  makeRoom(
    open.filter((s) => s.address === stream.address && bus.streams.has(s)),
    STREAM_LIMITS.perAddress,
  );
  const channel = `user:${stream.userId}`;
  const entry: OpenStream = { ...stream, close };
  bus.emitter.on(channel, listener);
  bus.streams.add(entry);
  return () => {
    bus.emitter.off(channel, listener);
    bus.streams.delete(entry);
  };
}

const selects = (which: StreamSelector, stream: OpenStream) =>
  "sessionId" in which
    ? stream.sessionId === which.sessionId
    : stream.userId === which.userId && stream.sessionId !== which.exceptSessionId;

function closeLocalStreams(which: StreamSelector) {
  for (const stream of [...bus.streams]) if (selects(which, stream)) stream.close("signed_out");
}

/**
 * Ends the selected streams in every server process: at sign-out (the session's), and when a user may no longer
 * receive anything (suspended, deleted) or their other sessions end.
 */
export function closeLiveStreams(which: StreamSelector) {
  closeLocalStreams(which);
  relay({ tradelinkCloseStreams: which });
}

/** Ends every open stream (graceful shutdown: clients reconnect to the next server). */
export function closeAllStreams() {
  for (const stream of [...bus.streams]) stream.close(null);
}
