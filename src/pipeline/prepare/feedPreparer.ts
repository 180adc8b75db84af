/**
 * Prepares fetched feeds on a worker thread: parse, normalise, classify, decide and hash happen on another core
 * while the main thread stores earlier batches (and, with PGlite, runs the database itself). Up to
 * PREPARE_WORKERS workers per process (fewer for PGlite: prepareWorkersFor), started on first use and not keeping
 * the process alive while idle; a feed goes to the least busy one; a crashed worker fails the feeds it was preparing
 * and is replaced later.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { FeedParseError } from '../parse/parseFeedDocument.ts';
import { startWorkerThread } from '../startWorkerThread.ts';
import type { PreparedBatch } from './prepareBatch.ts';

/** A feed to prepare. */
export interface PrepareRequest {
  id: number;
  body: string;
  /** Where the document was fetched from (after redirects), for relative links; null for the bundled samples. */
  documentUrl: string | null;
  sourceName: string;
  batchSize: number;
}

/** What the worker answers, in order: parsed (or parse-error), batches, then done (or failed). */
export type PrepareReply =
  | { id: number; type: 'parse-error'; message: string }
  | { id: number; type: 'parsed'; itemsFound: number }
  | { id: number; type: 'batch'; batch: PreparedBatch }
  | { id: number; type: 'done' }
  | { id: number; type: 'failed'; message: string };

/** A feed being prepared: how many items it has, then its batches in feed order. */
export interface PreparingFeed {
  itemsFound: number;
  batches: AsyncIterable<PreparedBatch>;
}

interface Pending {
  onReply(reply: PrepareReply): void;
  onFailure(err: Error): void;
}

/** Worker threads at most: two where there are two cores or more (feeds arrive four at a time), else one. */
export const PREPARE_WORKERS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Workers for an ingest into a database of this kind. PGlite runs in the storing thread and is the pipeline's slowest
 * stage, so it keeps a core of its own: on two cores one worker, which prepares faster than PGlite stores (two
 * workers took CPU from it and the whole run was slower; npm run bench:pipeline, 2026-11-28).
 */
export function prepareWorkersFor(database: 'pglite' | 'postgres', cores: number = availableParallelism()): number {
  const max = Math.max(1, Math.min(2, cores));
  return database === 'pglite' ? Math.max(1, Math.min(max, cores - 1)) : max;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

const slots: Slot[] = [];
let nextId = 1;

function startSlot(): Slot {
  const worker = startWorkerThread('prepare-worker', new URL('./prepareWorker.ts', import.meta.url));
  const slot: Slot = { worker, pending: new Map() };
  const failAll = (err: Error) => {
    for (const p of [...slot.pending.values()]) p.onFailure(err);
    slot.pending.clear();
  };
  worker.unref();
  worker.on('message', (reply: PrepareReply) => slot.pending.get(reply.id)?.onReply(reply));
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    failAll(new Error(`feed preparation worker exited (code ${code})`));
  });
  slots.push(slot);
  return slot;
}

/** The least busy of the first `limit` workers, starting another while there are fewer and all are busy. */
function pickSlot(limit: number): Slot {
  const n = Math.max(1, limit);
  const usable = slots.slice(0, n);
  const idle = usable.find((s) => s.pending.size === 0);
  if (idle) return idle;
  if (usable.length < n) return startSlot();
  return usable.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

function track(slot: Slot, id: number, p: Pending): void {
  if (slot.pending.size === 0) slot.worker.ref(); // an ingest waiting for the worker keeps the process alive
  slot.pending.set(id, p);
}

function untrack(slot: Slot, id: number): void {
  slot.pending.delete(id);
  if (slot.pending.size === 0) slot.worker.unref();
}

/**
 * Sends a feed body to the worker. Resolves once it is parsed (rejects with FeedParseError when it is not a
 * feed); the batches then arrive as the worker prepares them.
 */
export function prepareFeed(body: string, documentUrl: string | null, sourceName: string, batchSize: number, maxWorkers: number = PREPARE_WORKERS): Promise<PreparingFeed> {
  const slot = pickSlot(Math.min(maxWorkers, PREPARE_WORKERS));
  const id = nextId++;
  const queue: PreparedBatch[] = [];
  let finished = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };

  return new Promise<PreparingFeed>((resolve, reject) => {
    let parsed = false;
    track(slot, id, {
      onReply(reply) {
        switch (reply.type) {
          case 'parse-error':
            untrack(slot, id);
            reject(new FeedParseError(reply.message));
            return;
          case 'parsed':
            parsed = true;
            resolve({ itemsFound: reply.itemsFound, batches: drain() });
            return;
          case 'batch':
            queue.push(reply.batch);
            break;
          case 'done':
            untrack(slot, id);
            finished = true;
            break;
          case 'failed':
            untrack(slot, id);
            failure = new Error(`Preparing the feed failed: ${reply.message}`);
            break;
        }
        notify();
      },
      onFailure(err) {
        failure = err;
        if (!parsed) reject(err);
        notify();
      },
    });
    slot.worker.postMessage({ id, body, documentUrl, sourceName, batchSize } satisfies PrepareRequest);
  });

  async function* drain(): AsyncGenerator<PreparedBatch> {
    try {
      for (;;) {
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (failure) throw failure;
        if (finished) return;
        await new Promise<void>((r) => (wake = r));
      }
    } finally {
      // A consumer that stops early (a database error) must not leave the worker referenced forever.
      if (slot.pending.has(id)) untrack(slot, id);
    }
  }
}

/** Stops the workers (tests and shutdown); the next prepareFeed starts new ones. */
export async function stopFeedPreparer(): Promise<void> {
  const all = slots.splice(0);
  await Promise.all(all.map((s) => s.worker.terminate()));
}
