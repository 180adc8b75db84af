/**
 * Starts one of the pipeline's worker threads (feed preparation, retraining).
 *
 * From the build (`npm start`, and tests with TEST_NODE_BUILD=1) the thread runs the worker's own built JavaScript in
 * `build/node/` (scripts/buildNode.mjs, WORKER_ENTRIES). Anywhere else (tsx, vitest) it runs the TypeScript source,
 * through workerBoot.mjs, which registers tsx in the thread first: threads do not inherit the loader. Under tsx every
 * module the thread loads takes a round trip to tsx's loader thread and is transpiled: a preparation worker answered
 * its first feed after 1.6-2.1 s and 1.9-2.3 CPU-s that way, against 0.5-0.8 s and 1.2 CPU-s from the build
 * (2026-12-07), on the path of every start's sample ingest.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** The built worker scripts, named as scripts/buildNode.mjs writes them (`build/node/<name>.js`). */
export type WorkerEntry = 'prepare-worker' | 'retrain-worker';

// Set by scripts/buildNode.mjs's banner in every file of the build (its own address); undeclared under tsx and vitest.
declare const __nodeBuildUrl: string | undefined;

/** The address of this build's files, or undefined when the code runs from the sources. */
export function nodeBuildUrl(): string | undefined {
  return typeof __nodeBuildUrl === 'string' ? __nodeBuildUrl : undefined;
}

/** Starts `entry` from the build, or its TypeScript `source` (the same module) under tsx. */
export function startWorkerThread(entry: WorkerEntry, source: URL, options: WorkerOptions = {}): Worker {
  const built = nodeBuildUrl();
  if (built) return new Worker(new URL(`./${entry}.js`, built), options);
  return new Worker(new URL('./prepare/workerBoot.mjs', import.meta.url), { ...options, workerData: { ...options.workerData, module: source.href } });
}
