/** `npm run pipeline -- --once`: one ingest run over every active source, printing the counts as JSON. */
import { parseArgs } from 'node:util';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { startSampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { boot } from './bootstrap.ts';

const { values } = parseArgs({
  options: { once: { type: 'boolean', default: false }, 'samples-only': { type: 'boolean', default: false } },
  allowPositionals: false,
});
if (!values.once) {
  process.stderr.write('Usage: npm run pipeline -- --once [--samples-only]\n');
  process.exit(2);
}

const { env, log, database } = await boot();
const sampleServer = env.SAMPLE_FEEDS === 'on' ? await startSampleFeedServer() : undefined;
try {
  const result = await ingestFeeds(database, {
    sampleServer,
    sample: values['samples-only'] ? true : undefined,
    limits: { timeoutMs: env.FEED_TIMEOUT_MS, maxBytes: env.FEED_MAX_BYTES, allowPrivateNetworks: env.FEED_ALLOW_PRIVATE_NETWORKS === 'on' },
    trigger: 'manual',
    log,
  });
  const { sources, ...totals } = result;
  process.stdout.write(`${JSON.stringify({ ...totals, sources: sources.map((s) => ({ name: s.name, status: s.status, error: s.error, inserted: s.inserted, duplicates: s.duplicates })) }, null, 2)}\n`);
} finally {
  await sampleServer?.close();
  await database.close();
}
