/**
 * Messages typed without a signal wait on the device (IndexedDB, shared by the page and the service worker) and are
 * sent in the order they were written, each with its own Idempotency-Key, so a retry after a lost answer never
 * delivers one twice. A message the server refuses stays, marked 'Not sent' with the server's reason.
 */
import { MESSAGE_QUEUE_DATABASE } from "~/offline/protocol";

export type QueuedMessage = {
  /** The Idempotency-Key, also the record's key. */
  key: string;
  userId: number;
  recipientId: number;
  content: string;
  createdAt: string;
  state: "waiting" | "refused";
  reason?: string;
};

const STORE = "messages";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(MESSAGE_QUEUE_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** The user's queued messages, oldest first. */
export async function queuedMessages(userId: number): Promise<QueuedMessage[]> {
  const all = await run<QueuedMessage[]>("readonly", (store) => store.getAll());
  return all.filter((m) => m.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function queueMessage(message: Omit<QueuedMessage, "key" | "state" | "createdAt">) {
  const queued: QueuedMessage = {
    ...message,
    key: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    state: "waiting",
  };
  await run("readwrite", (store) => store.put(queued));
  return queued;
}

async function discardMessage(key: string) {
  await run("readwrite", (store) => store.delete(key));
}

/** Everything queued on this device (at sign-out, or when another user signs in). */
export async function clearQueuedMessages(exceptUserId?: number) {
  const all = await run<QueuedMessage[]>("readonly", (store) => store.getAll());
  for (const m of all) if (m.userId !== exceptUserId) await discardMessage(m.key);
}

let flushing: { userId: number; done: Promise<boolean> } | null = null;

/**
 * Sends the signed-in user's waiting messages, oldest first, stopping at the first that gets no answer (the signal
 * is still gone, or another sender is on it: 409). Another user's messages on this device are never sent: they
 * would go out under this session's name. Returns whether anything changed.
 */
export function flushQueuedMessages(userId: number): Promise<boolean> {
  if (flushing?.userId === userId) return flushing.done;
  const before = flushing?.done.catch(() => false) ?? Promise.resolve(false);
  const done: Promise<boolean> = before
    .then(() => sendWaiting(userId))
    .finally(() => {
      if (flushing?.done === done) flushing = null;
    });
  flushing = { userId, done };
  return done;
}

/** Who the server says is signed in with this browser's cookie now (null: nobody, or no signal). */
async function signedInUserId(): Promise<number | null> {
  try {
    const response = await fetch("/api/user", { credentials: "same-origin", headers: { Accept: "application/json" } });
    const user = response.ok ? ((await response.json()) as { id?: unknown } | null) : null;
    return typeof user?.id === "number" ? user.id : null;
  } catch {
    return null;
  }
}

async function sendWaiting(userId: number): Promise<boolean> {
  const waiting = (await queuedMessages(userId)).filter((m) => m.state === "waiting");
  if (!waiting.length) return false;
  // The cookie may belong to someone else by now (another tab signed another user in): send only as the author.
  if ((await signedInUserId()) !== userId) return false;
  let changed = false;
  for (const message of waiting) {
    let response: Response;
    try {
      response = await fetch("/api/messages", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "Idempotency-Key": message.key },
        body: JSON.stringify({ recipient_id: message.recipientId, content: message.content }),
      });
    } catch {
      return changed;
    }
    if (response.ok) {
      await discardMessage(message.key);
      changed = true;
      continue;
    }
    // 409: the same key is being sent right now (another tab or the service worker); 408, 429 and 5xx: later.
    if (response.status === 409 || response.status === 408 || response.status === 429 || response.status >= 500) {
      return changed;
    }
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    const reason =
      response.status === 401 ? "You are signed out. Sign in and send it again." : (body?.message ?? "Refused");
    await run("readwrite", (store) => store.put({ ...message, state: "refused", reason }));
    changed = true;
  }
  return changed;
}
