// Worker threads do not inherit the TypeScript loader the main thread runs under (tsx, vitest), so the worker
// registers tsx itself before loading its TypeScript module. Only when running from the sources: the build starts
// its own JavaScript of each worker instead (../startWorkerThread.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
