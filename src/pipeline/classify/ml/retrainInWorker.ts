/**
 * Runs a retraining's training and scoring (retrainCandidate.ts) on a worker thread: it takes seconds of CPU, which on
 * the main thread would stall every reader's request in a web process for as long. One thread per retraining, ended
 * when it answers.
 */
import { startWorkerThread } from '../../startWorkerThread.ts';
import type { RetrainInput, RetrainOutput } from './retrainCandidate.ts';

export function trainAndScoreInWorker(input: RetrainInput): Promise<RetrainOutput> {
  return new Promise((resolve, reject) => {
    const worker = startWorkerThread('retrain-worker', new URL('./retrainWorker.ts', import.meta.url), { workerData: { input } });
    let settled = false;
    worker.once('message', (reply: { ok: true; output: RetrainOutput } | { ok: false; message: string }) => {
      settled = true;
      if (reply.ok) resolve(reply.output);
      else reject(new Error(`retraining failed: ${reply.message}`));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      if (settled) return;
      settled = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (settled) return;
      settled = true;
      reject(new Error(`retraining worker exited (code ${code}) before answering`));
    });
  });
}
