/**
 * The device's queue of unsent messages (IndexedDB), loaded only when the device may hold some, so that a visit that
 * never queued a message loads none of it. Its database is made when a first message is queued: without it nothing
 * is queued (a browser that cannot list its databases may hold some). The service worker has a database of its own
 * (workbox-expiration's), so the queue's is looked for by name. A `.client` module, so the server build leaves it
 * out: there a dynamic import of a module that the thread also imports statically would be wrapped in a lazy
 * initializer that the static importer never runs (docs/decisions/011-page-weight.md, decision 1).
 */
import { MESSAGE_QUEUE_DATABASE } from "~/offline/protocol";

export async function loadMessageQueue() {
  return (await mayHoldMessages()) ? import("~/offline/message-queue") : null;
}

/** Whether this device may hold queued messages: a page showing them hydrates at once (components/deferred-page). */
export async function mayHoldMessages(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === MESSAGE_QUEUE_DATABASE);
  } catch {
    return true;
  }
}
