/** `npm start`: migrate, ingest the sample feeds, serve the site, then fetch real feeds in the background and on a schedule. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { startFeedSchedule } from '../jobs/feedSchedule.ts';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { startSampleFeedServer, type SampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { createApp } from '../server/app.ts';
import { boot } from './bootstrap.ts';

const { env, log, database } = await boot();
const limits = { timeoutMs: env.FEED_TIMEOUT_MS, maxBytes: env.FEED_MAX_BYTES, allowPrivateNetworks: env.FEED_ALLOW_PRIVATE_NETWORKS === 'on' };

let sampleServer: SampleFeedServer | undefined;
if (env.SAMPLE_FEEDS === 'on') {
  // Local and fast: done before listening so the first page already has articles.
  sampleServer = await startSampleFeedServer();
  await ingestFeeds(database, { sample: true, sampleServer, limits, trigger: 'startup', log });
}

const buildPath = path.resolve('build/server/index.js');
if (!existsSync(buildPath)) {
  log.fatal({ buildPath }, 'web build missing: run `npm run build` (npm start does this for you)');
  process.exit(1);
}
const ssrBuild = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const app = createApp({ database, env, log, ssrBuild, clientDir: path.relative(process.cwd(), path.resolve('build/client')) || '.' });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info({ url: `http://localhost:${info.port}` }, 'site ready');
});

const schedule = startFeedSchedule({
  intervalMinutes: env.FETCH_INTERVAL_MINUTES,
  runNow: env.FETCH_ON_START === 'on',
  run: () => ingestFeeds(database, { sampleServer, limits, trigger: 'schedule', log }),
  log,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  schedule.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await schedule.idle();
  await sampleServer?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
