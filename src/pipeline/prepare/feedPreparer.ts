/**
 * Prepares fetched feeds on a worker thread: parse, normalise, classify, decide and hash happen on another core
 * while the main thread stores earlier batches (and, with PGlite, runs the database itself). One worker per
 * process, started on first use and not keeping the process alive while idle; a crashed worker fails the feeds
 * it was preparing and is replaced on the next call.
 */
import { Worker } from 'node:worker_threads';
import { FeedParseError } from '../parse/parseFeedDocument.ts';
import type { PreparedBatch } from './prepareBatch.ts';

/** A feed to prepare. */
export interface PrepareRequest {
  id: number;
  body: string;
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

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(err: Error): void {
  for (const p of [...pending.values()]) p.onFailure(err);
  pending.clear();
}

function startWorker(): Worker {
  const w = new Worker(new URL('./workerBoot.mjs', import.meta.url), {
    workerData: { module: new URL('./prepareWorker.ts', import.meta.url).href },
  });
  w.unref();
  w.on('message', (reply: PrepareReply) => pending.get(reply.id)?.onReply(reply));
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => {
    if (worker === w) worker = null;
    failAll(new Error(`feed preparation worker exited (code ${code})`));
  });
  return w;
}

function track(id: number, p: Pending): void {
  if (pending.size === 0) worker?.ref(); // an ingest waiting for the worker keeps the process alive
  pending.set(id, p);
}

function untrack(id: number): void {
  pending.delete(id);
  if (pending.size === 0) worker?.unref();
}

/**
 * Sends a feed body to the worker. Resolves once it is parsed (rejects with FeedParseError when it is not a
 * feed); the batches then arrive as the worker prepares them.
 */
export function prepareFeed(body: string, sourceName: string, batchSize: number): Promise<PreparingFeed> {
  worker ??= startWorker();
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
    track(id, {
      onReply(reply) {
        switch (reply.type) {
          case 'parse-error':
            untrack(id);
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
            untrack(id);
            finished = true;
            break;
          case 'failed':
            untrack(id);
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
    (worker as Worker).postMessage({ id, body, sourceName, batchSize } satisfies PrepareRequest);
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
      if (pending.has(id)) untrack(id);
    }
  }
}

/** Stops the worker (tests and shutdown); the next prepareFeed starts a new one. */
export async function stopFeedPreparer(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
