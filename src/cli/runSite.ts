/**
 * What `npm start` runs (entry: start.ts): migrate, ingest the sample feeds, serve the site and run the jobs. ROLE picks what this process does:
 * `all` (default: everything in one process), `web` (HTTP only), `worker` (runs queued jobs), `scheduler` (registers
 * the crons). Any number of web and worker processes can share one PostgreSQL database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { startJobRunner, type JobOutcome, type JobRunner } from '../jobs/jobRunner.ts';
import { startMailQueue, type MailQueueSender } from '../jobs/mailQueue.ts';
import { startSampleFeedServer, type SampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { createApp } from '../server/app.ts';
import { createPageViewRecorder, type PageViewRecorder } from '../server/middleware/pageViews.ts';
import { createContactInbox } from '../services/contactInbox.ts';
import { queueMail } from '../integrations/mail/mailOutbox.ts';
import { authSecret } from './authSecret.ts';
import { createMailTransport } from '../integrations/mail/mailTransport.ts';
import { IMAGE_MISS_RATE_WINDOW_MS } from '../services/imageProxy.ts';
import { LIST_MISS_RATE_WINDOW_MS } from '../services/publicContent.ts';
import { boot } from './bootstrap.ts';
import { describeStartupFetch, describeStart, servedAddress } from './startSummary.ts';

const { env, log, database, applied } = await boot();

// Background work (jobs, live updates, timers) must never end the site: a rejection nobody awaited is logged, and a
// full disk fails /readyz's storage check and raises the alert instead of killing the process.
process.on('unhandledRejection', (reason) => {
  if (database.storage.report(reason)) log.error({ alert: 'storage_full' }, 'storage full: a background task could not write');
  else log.error({ err: reason }, 'unhandled rejection in a background task; the site keeps running');
});
process.on('uncaughtException', (err) => {
  if (database.storage.report(err)) {
    log.error({ alert: 'storage_full' }, 'storage full: a background task could not write');
    return;
  }
  // Anything else may have left the process in a broken state: stop, and let the supervisor restart it.
  log.fatal({ err }, 'uncaught exception; stopping');
  process.exit(1);
});
// What shutdown stops, declared (and the signals handled) before any of it starts: a SIGTERM during start-up (an
// orchestrator restarting a fresh instance while its job runner still connects) ends the process as gracefully as one
// later, instead of Node's default of dying on the spot.
let sampleServer: SampleFeedServer | undefined;
let server: ServerType | undefined;
// Declared before the app: its back-office routes trigger jobs through the runner once it has started.
let jobs: JobRunner | undefined;
let jobsStarting: Promise<JobRunner> | undefined;
let mailSender: MailQueueSender | undefined;
// Page views buffered in memory between writes: written out at shutdown, after the last request.
let pageViewRecorder: PageViewRecorder | undefined;
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
  // A runner still starting is let finish, then stopped: closing the database under it would only raise errors.
  const runner = jobs ?? (await jobsStarting?.catch(() => undefined));
  await runner?.stop();
  await mailSender?.stop();
  await sampleServer?.close();
  await pageViewRecorder?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const roles = {
  web: env.ROLE === 'all' || env.ROLE === 'web',
  worker: env.ROLE === 'all' || env.ROLE === 'worker',
  scheduler: (env.ROLE === 'all' || env.ROLE === 'scheduler') && env.SCHEDULE === 'on',
};
// For a person (LOG_FORMAT=text) the pipeline's routine progress is debug detail: start-up and the start-up fetch
// each say what they did in one line. JSON logs for a collector keep every run's summary at info.
const stepLog = env.LOG_FORMAT === 'json' ? log : { info: log.debug.bind(log), debug: log.debug.bind(log), warn: log.warn.bind(log), error: log.error.bind(log) };
// A summary line for a person is the sentence alone; a collector also gets its fields (address, job id) to filter on.
const summary = (fields: Record<string, unknown>, line: string, level: 'info' | 'warn' = 'info') => (env.LOG_FORMAT === 'json' ? log[level](fields, line) : log[level](line));
const limits = { timeoutMs: env.FEED_TIMEOUT_MS, maxBytes: env.FEED_MAX_BYTES, allowPrivateNetworks: env.FEED_ALLOW_PRIVATE_NETWORKS === 'on' };

let sampleStories: { stories: number; feeds: number } | undefined;
if (env.SAMPLE_FEEDS === 'on' && roles.worker) {
  // Local and fast: done before listening so the first page already has articles.
  sampleServer = await startSampleFeedServer();
  try {
    const sample = await ingestFeeds(database, { sample: true, sampleServer, limits, trigger: 'startup', maxConsecutiveFailures: env.FEED_MAX_CONSECUTIVE_FAILURES, maxItemsPerRun: env.FEED_MAX_ITEMS_PER_RUN, log: stepLog });
    sampleStories = { stories: sample.inserted, feeds: sample.sources.length };
  } catch (err) {
    // Still starting: a full disk is said in one line, like at boot; anything else keeps its stack.
    if (!database.storage.report(err)) throw err;
    process.stderr.write('Cannot start: the disk holding the database is full (no space left on device). Free some space and start again.\n');
    process.exit(1);
  }
}

if (roles.web) {
  const buildPath = path.resolve('build/server/index.js');
  if (!existsSync(buildPath)) {
    log.fatal({ buildPath }, 'web build missing: run `npm run build` (npm start does this for you)');
    process.exit(1);
  }
  const ssrBuild = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  // Pages queue mail (the contact form's notification) through a sender-only pg-boss; a worker process sends it.
  mailSender = await startMailQueue(database, log);
  const queue = mailSender;
  pageViewRecorder = createPageViewRecorder({ db: database.db, siteUrl: env.SITE_URL, log });
  const app = createApp({
    database,
    env,
    log,
    ssrBuild,
    clientDir: path.relative(process.cwd(), path.resolve('build/client')) || '.',
    contact: createContactInbox({ database, mailQueue: mailSender, site: { name: env.SITE_NAME, url: env.SITE_URL, contactEmail: env.CONTACT_EMAIL }, log }),
    // Account mail (verification, reset) goes through the same outbox and send-mail job as the contact form's.
    // The back office's "run now": this process's own worker when it has one (it starts at once), else any worker.
    jobs: { trigger: (name) => (jobs ? jobs.trigger(name) : queue.sendJob(name)) },
    // The back office's messages to users are mailed through the same outbox; its "test this feed" fetches as ingest does.
    mailQueue: mailSender,
    feeds: { fetchLimits: limits },
    images: { rateLimit: { limit: env.IMAGE_MISS_RATE_LIMIT, windowMs: IMAGE_MISS_RATE_WINDOW_MS } },
    accounts: { secret: authSecret(env).secret, sendMail: (mail) => queueMail(database.db, queue, mail).then(() => undefined) },
    search: { trustProxy: env.TRUST_PROXY === 'on' },
    analytics: { recorder: pageViewRecorder },
    requestLogLevel: env.LOG_FORMAT === 'json' ? 'info' : 'debug',
    lists: {
      rateLimit: { limit: env.LIST_MISS_RATE_LIMIT, windowMs: LIST_MISS_RATE_WINDOW_MS },
      limits: { statementTimeoutMs: env.LIST_QUERY_TIMEOUT_MS, maxConcurrent: env.LIST_MISS_CONCURRENCY, maxQueued: env.LIST_MISS_QUEUE },
    },
  });
  server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    // The one line a person needs: where to open the site and what start-up did.
    const url = servedAddress(env.HOST, info.port);
    summary({ url, role: env.ROLE }, describeStart({ siteName: env.SITE_NAME, url, applied, sample: sampleStories, fetchingInBackground: env.FETCH_ON_START === 'on' && roles.worker }));
  });
}

if (roles.worker || roles.scheduler) {
  // The start-up fetch's id is known only once it is queued; a job ending before that is kept until then.
  const startup: { fetchId?: string | null } = {};
  const early = new Map<string, JobOutcome>();
  const onStartupFetchEnded = (outcome: JobOutcome) => summary({ job: outcome.name, id: outcome.jobId }, describeStartupFetch(outcome), outcome.ok ? 'info' : 'warn');
  // Workers send the outbox's mail; without SMTP_URL they hold it there (nothing is lost) until an operator releases it.
  const mailTransport = roles.worker && env.SMTP_URL ? createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }) : null;
  if (roles.worker) stepLog.info({ via: mailTransport?.description ?? null }, mailTransport ? `mail: sending through ${mailTransport.description}` : 'mail: SMTP_URL is not set; outgoing mail is held in mail_outbox');
  jobsStarting = startJobRunner({
    database,
    worker: roles.worker,
    scheduler: roles.scheduler,
    context: { database, log: stepLog, limits, sampleServer, maxConsecutiveFailures: env.FEED_MAX_CONSECUTIVE_FAILURES, maxItemsPerRun: env.FEED_MAX_ITEMS_PER_RUN },
    // Each message's outcome at info for a person too: who was (or was not) mailed about what.
    mail: { transport: mailTransport, log },
    onJobEnded: (outcome) => {
      if (startup.fetchId === undefined) early.set(outcome.jobId, outcome);
      else if (outcome.jobId === startup.fetchId) onStartupFetchEnded(outcome);
    },
  });
  jobs = await jobsStarting;
  // Real feeds right away, in the background: an unreachable network shows up as feed-health errors, never as a slow
  // start (and not at all when a signal came while the runner started: shutdown stops it).
  startup.fetchId = env.FETCH_ON_START === 'on' && roles.worker && !stopping ? await jobs.trigger('fetch-feeds') : null;
  const done = startup.fetchId ? early.get(startup.fetchId) : undefined;
  if (done) onStartupFetchEnded(done);
  early.clear();
  log.debug({ worker: roles.worker, scheduler: roles.scheduler }, 'jobs running');
}

