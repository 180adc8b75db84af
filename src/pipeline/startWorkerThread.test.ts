import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { PrepareReply } from './prepare/feedPreparer.ts';
import { nodeBuildUrl } from './startWorkerThread.ts';

describe('worker threads', () => {
  it('run from the TypeScript sources when the code does (vitest, tsx)', () => {
    expect(nodeBuildUrl()).toBeUndefined();
  });

  // npm test builds before its test steps, so there the build is always checked.
  it.runIf(existsSync('build/node'))('have scripts of their own in the build, and its preparation worker prepares a feed without tsx', async () => {
    expect(readdirSync('build/node').filter((f) => /-worker\.js$/.test(f)).sort()).toEqual(['prepare-worker.js', 'retrain-worker.js']);
    // Worker threads do not inherit the test runner's loader: this one runs the build's JavaScript alone.
    const worker = new Worker(new URL('../../build/node/prepare-worker.js', import.meta.url));
    try {
      const replies: PrepareReply[] = [];
      const done = new Promise<void>((resolve, reject) => {
        worker.on('message', (reply: PrepareReply) => {
          replies.push(reply);
          if (reply.type === 'done') resolve();
          if (reply.type === 'failed' || reply.type === 'parse-error') reject(new Error(reply.message));
        });
        worker.on('error', reject);
      });
      const body = readFileSync(new URL('./sources/sample-feeds/creator-economy-daily.xml', import.meta.url), 'utf8');
      worker.postMessage({ id: 1, body, documentUrl: null, sourceName: 'Creator Economy Daily', batchSize: 10 });
      await done;
      const parsed = replies.find((r) => r.type === 'parsed');
      const items = replies.flatMap((r) => (r.type === 'batch' ? r.batch.items : []));
      expect(parsed && parsed.type === 'parsed' ? parsed.itemsFound : 0).toBeGreaterThan(10);
      expect(items.length + replies.reduce((n, r) => n + (r.type === 'batch' ? r.batch.skipped : 0), 0)).toBe(parsed?.type === 'parsed' ? parsed.itemsFound : -1);
      // Classified in the thread: each item carries the model's decision.
      expect(items.every((i) => typeof i.classification.relevanceScore === 'number')).toBe(true);
    } finally {
      await worker.terminate();
    }
  });
});
