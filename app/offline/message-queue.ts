/**
 * Messages typed without a signal wait on the device (IndexedDB, shared by the page and the service worker) and are
 * sent in the order they were written, each with its own Idempotency-Key, so a retry after a lost answer never
 * delivers one twice. A message the server refuses stays, marked 'Not sent' with the server's reason.
 */

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

const DB_NAME = "tradelink-offline";
const STORE = "messages";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
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

export async function discardMessage(key: string) {
  await run("readwrite", (store) => store.delete(key));
}

/** Everything queued on this device (at sign-out, or when another user signs in). */
export async function clearQueuedMessages(exceptUserId?: number) {
  const all = await run<QueuedMessage[]>("readonly", (store) => store.getAll());
  for (const m of all) if (m.userId !== exceptUserId) await discardMessage(m.key);
}

let flushing: Promise<boolean> | null = null;

/**
 * Sends the waiting messages of every user on this device, oldest first, stopping at the first that gets no
 * answer (the signal is still gone, or another sender is on it: 409). Returns whether anything changed.
 */
export function flushQueuedMessages(): Promise<boolean> {
  flushing ??= sendWaiting().finally(() => (flushing = null));
  return flushing;
}

async function sendWaiting(): Promise<boolean> {
  const all = await run<QueuedMessage[]>("readonly", (store) => store.getAll());
  const waiting = all.filter((m) => m.state === "waiting").sort((a, b) => a.createdAt.localeCompare(b.createdAt));
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
