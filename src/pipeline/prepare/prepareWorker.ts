/**
 * Worker thread (started by feedPreparer.ts through ../startWorkerThread.ts): parses a feed and prepares its items in
 * batches, so classification runs on another core while the main thread stores (PGlite runs on the main thread).
 */
import { parentPort } from 'node:worker_threads';
import { newestFirst } from '../../domain/feedVolume.ts';
import { FeedParseError, parseFeedDocument } from '../parse/parseFeedDocument.ts';
import { prepareBatch } from './prepareBatch.ts';
import type { PrepareReply, PrepareRequest } from './feedPreparer.ts';

const port = parentPort;
if (!port) throw new Error('prepareWorker must run in a worker thread');

port.on('message', (req: PrepareRequest) => {
  const reply = (msg: PrepareReply) => port.postMessage(msg);
  let feed;
  try {
    feed = parseFeedDocument(req.body, { documentUrl: req.documentUrl });
  } catch (err) {
    reply({ id: req.id, type: 'parse-error', message: err instanceof FeedParseError ? err.message : `Parse failed: ${String(err)}` });
    return;
  }
  reply({ id: req.id, type: 'parsed', itemsFound: feed.items.length });
  try {
    // Newest first: when a run is capped (FEED_MAX_ITEMS_PER_RUN) the newest items are the ones stored.
    const items = newestFirst(feed.items);
    for (let start = 0; start < items.length; start += req.batchSize) {
      reply({ id: req.id, type: 'batch', batch: prepareBatch(feed, items.slice(start, start + req.batchSize), req.sourceName) });
    }
    reply({ id: req.id, type: 'done' });
  } catch (err) {
    reply({ id: req.id, type: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});
