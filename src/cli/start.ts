/**
 * `npm start`: migrate, ingest the sample feeds, serve the site and run the jobs. ROLE picks what this process does:
 * `all` (default: everything in one process), `web` (HTTP only), `worker` (runs queued jobs), `scheduler` (registers
 * the crons). Any number of web and worker processes can share one PostgreSQL database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { startJobRunner, type JobRunner } from '../jobs/jobRunner.ts';
import { startSampleFeedServer, type SampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { createApp } from '../server/app.ts';
import { boot } from './bootstrap.ts';

const { env, log, database } = await boot();
const roles = {
  web: env.ROLE === 'all' || env.ROLE === 'web',
  worker: env.ROLE === 'all' || env.ROLE === 'worker',
  scheduler: (env.ROLE === 'all' || env.ROLE === 'scheduler') && env.SCHEDULE === 'on',
};
const limits = { timeoutMs: env.FEED_TIMEOUT_MS, maxBytes: env.FEED_MAX_BYTES, allowPrivateNetworks: env.FEED_ALLOW_PRIVATE_NETWORKS === 'on' };

let sampleServer: SampleFeedServer | undefined;
if (env.SAMPLE_FEEDS === 'on' && roles.worker) {
  // Local and fast: done before listening so the first page already has articles.
  sampleServer = await startSampleFeedServer();
  await ingestFeeds(database, { sample: true, sampleServer, limits, trigger: 'startup', maxConsecutiveFailures: env.FEED_MAX_CONSECUTIVE_FAILURES, log });
}

let server: ServerType | undefined;
if (roles.web) {
  const buildPath = path.resolve('build/server/index.js');
  if (!existsSync(buildPath)) {
    log.fatal({ buildPath }, 'web build missing: run `npm run build` (npm start does this for you)');
    process.exit(1);
  }
  const ssrBuild = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const app = createApp({
    database,
    env,
    log,
    ssrBuild,
    clientDir: path.relative(process.cwd(), path.resolve('build/client')) || '.',
    search: { trustProxy: env.TRUST_PROXY === 'on' },
  });
  server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info({ url: `http://localhost:${info.port}`, role: env.ROLE }, 'site ready');
  });
}

let jobs: JobRunner | undefined;
if (roles.worker || roles.scheduler) {
  jobs = await startJobRunner({
    database,
    worker: roles.worker,
    scheduler: roles.scheduler,
    context: { database, log, limits, sampleServer, maxConsecutiveFailures: env.FEED_MAX_CONSECUTIVE_FAILURES },
  });
  // Real feeds right away, in the background: an unreachable network shows up as feed-health errors, never as a slow start.
  if (env.FETCH_ON_START === 'on' && roles.worker) await jobs.trigger('fetch-feeds');
  log.info({ worker: roles.worker, scheduler: roles.scheduler }, 'jobs running');
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  if (server) {
    const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
    // Live-update streams (SSE) never end by themselves: after a grace period for requests in flight, drop them
    // (browsers reconnect to another instance).
    setTimeout(() => (server as { closeAllConnections?: () => void }).closeAllConnections?.(), 3_000).unref();
    await closing;
  }
  await jobs?.stop();
  await sampleServer?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
