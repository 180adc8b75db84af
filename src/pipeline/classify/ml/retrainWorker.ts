/** Worker thread (started by retrainInWorker.ts through ../../startWorkerThread.ts): one retraining, answered once. */
import { parentPort, workerData } from 'node:worker_threads';
import { trainAndScoreCandidate, type RetrainInput } from './retrainCandidate.ts';

const port = parentPort;
if (!port) throw new Error('retrainWorker must run in a worker thread');
try {
  port.postMessage({ ok: true, output: trainAndScoreCandidate(workerData.input as RetrainInput) });
} catch (err) {
  port.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
