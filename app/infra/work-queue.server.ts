/**
 * A bounded queue for CPU-heavy work (decoding images): at most `concurrency` jobs run at once, one owner has at most
 * `perOwner` jobs running or waiting, and at most `maxWaiting` jobs wait. Past those a job is refused at once
 * (QueueFullError), so a burst of uploads waits its turn or gets a clear answer instead of taking every core.
 */
export type WorkQueueLimits = { concurrency: number; perOwner: number; maxWaiting: number };

/** `owner`: this owner already has `perOwner` jobs in the queue; `busy`: the queue is full. */
export class QueueFullError extends Error {
  constructor(readonly reason: "owner" | "busy") {
    super(reason === "owner" ? "too many jobs of this owner" : "work queue full");
  }
}

export function createWorkQueue(limits: WorkQueueLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const queuedByOwner = new Map<string | number, number>();

  const startWaiting = () => {
    while (running < limits.concurrency && waiting.length) {
      running++;
      waiting.shift()?.();
    }
  };
  const release = (owner: string | number) => {
    const left = (queuedByOwner.get(owner) ?? 1) - 1;
    if (left) queuedByOwner.set(owner, left);
    else queuedByOwner.delete(owner);
  };

  /** Runs `job` when a slot is free; throws QueueFullError without running it when a limit is reached. */
  async function run<T>(owner: string | number, job: () => Promise<T>): Promise<T> {
    const owned = queuedByOwner.get(owner) ?? 0;
    if (owned >= limits.perOwner) throw new QueueFullError("owner");
    if (running >= limits.concurrency && waiting.length >= limits.maxWaiting) throw new QueueFullError("busy");
    queuedByOwner.set(owner, owned + 1);
    await new Promise<void>((start) => {
      waiting.push(start);
      startWaiting();
    });
    try {
      return await job();
    } finally {
      running--;
      release(owner);
      startWaiting();
    }
  }

  return { run, limits, state: () => ({ running, waiting: waiting.length }) };
}
