/** A small semaphore with a bounded queue: at most `limit` tasks run at once, at most `maxQueued` wait, the rest are refused. */

/** Thrown by `run` when every slot is taken and the queue is full. */
export class GateFullError extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'GateFullError';
  }
}

/** Runs tasks under the gate's bounds. */
export interface ConcurrencyGate {
  /** Runs `task` when a slot is free (first come, first served); rejects with GateFullError at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and diagnostics). */
  readonly running: number;
  readonly queued: number;
}

/** Creates a gate letting `limit` tasks run at once and `maxQueued` more wait their turn. */
export function createConcurrencyGate({ limit, maxQueued }: { limit: number; maxQueued: number }): ConcurrencyGate {
  if (!(limit >= 1)) throw new RangeError('limit must be at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so a newcomer can never overtake the queue.
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      if (running >= limit) {
        if (waiting.length >= maxQueued) throw new GateFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
  };
}
