/** The pipeline steps that jobs and `npm run pipeline -- --step` trigger: each calls pipeline or service functions. */
import type { Database } from '../db/connection.ts';
import { recordAutomationRun } from '../db/queries/automationRuns.ts';
import { setMlStatus } from '../db/queries/mlStatus.ts';
import { refreshActiveModel } from '../pipeline/classify/activeModel.ts';
import { getClassifier, getModelVersion } from '../pipeline/classify/bundledModel.ts';
import type { FetchLimits } from '../pipeline/fetch/fetchFeed.ts';
import type { SampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { ingestFeeds } from '../pipeline/ingestFeeds.ts';
import { summariseReachability } from '../domain/feedReachability.ts';
import { runLifecycle } from '../pipeline/lifecycle/runLifecycle.ts';
import { cleanupAutoRejected } from '../services/cleanupAutoRejected.ts';
import { processDraftBacklog } from '../services/processDraftBacklog.ts';
import { publishReadyArticles } from '../services/publishReadyArticles.ts';
import { updateFeaturedArticles } from '../services/updateFeaturedArticles.ts';

export const PIPELINE_STEPS = ['fetch', 'classify', 'publish', 'lifecycle', 'all'] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

/** What every step needs. */
export interface StepContext {
  database: Database;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void; debug?(obj: object, msg?: string): void };
  limits: FetchLimits;
  sampleServer?: SampleFeedServer;
  trigger: 'schedule' | 'manual' | 'startup';
  /** Manual runs may ignore feed back-off. */
  force?: boolean;
  /** Consecutive failures after which a feed is disabled. */
  maxConsecutiveFailures?: number;
  /** New items stored per source per run (FEED_MAX_ITEMS_PER_RUN). */
  maxItemsPerRun?: number;
}

/** Fetches every due feed and stores what is new. */
async function fetchStep(ctx: StepContext) {
  const { sources, ...totals } = await ingestFeeds(ctx.database, { sampleServer: ctx.sampleServer, limits: ctx.limits, trigger: ctx.trigger, log: ctx.log, force: ctx.force ?? false, ...(ctx.maxConsecutiveFailures ? { maxConsecutiveFailures: ctx.maxConsecutiveFailures } : {}), ...(ctx.maxItemsPerRun ? { maxItemsPerRun: ctx.maxItemsPerRun } : {}) });
  // How many real feeds the network could not reach (npm start's summary says so, and why).
  const { feeds, unreachable, offline } = summariseReachability(sources);
  return { ...totals, sourceCount: sources.length, realSourceCount: feeds, unreachableSources: unreachable, networkOffline: offline };
}

/** Classifies drafts still waiting for the model, and keeps ml_automation_status current. */
async function classifyStep(ctx: StepContext) {
  const { db } = ctx.database;
  try {
    const result = await recordAutomationRun(db, 'ml_classification', ctx.trigger, async () => ({ ...(await processDraftBacklog(db, getClassifier())) }), {
      successRate: (r) => (r.initial_drafts === 0 ? 100 : Math.round((Number(r.drafts_processed) / Number(r.initial_drafts)) * 1000) / 10),
    });
    await setMlStatus(db, 'ready', { modelVersion: getModelVersion(), lastRunProcessed: result.drafts_processed });
    return result;
  } catch (err) {
    await setMlStatus(db, 'stalled', { modelVersion: getModelVersion(), error: err instanceof Error ? err.message : String(err) }).catch(() => undefined);
    throw err;
  }
}

/** Publishes confident reviewed-ready drafts, refreshes the featured set and moves auto-rejected to rejected. */
async function publishStep(ctx: StepContext) {
  const { db } = ctx.database;
  return recordAutomationRun(db, 'auto_publish', ctx.trigger, async () => ({
    publishReady: await publishReadyArticles(db, { strictMode: true, minConfidence: 65 }),
    featured: await updateFeaturedArticles(db),
    cleanup: await cleanupAutoRejected(db),
  }));
}

/** Archives and purges by the lifecycle rules (the run records itself). */
async function lifecycleStep(ctx: StepContext) {
  return { ...(await runLifecycle(ctx.database, { trigger: ctx.trigger })) };
}

/** Runs one step (or all, in pipeline order) and returns its counts. */
export async function runPipelineStep(step: PipelineStep, ctx: StepContext): Promise<Record<string, unknown>> {
  // The steps that classify use the version the back office made active (or the shipped file), read at each run.
  if (step === 'fetch' || step === 'classify') {
    await refreshActiveModel(ctx.database.db).catch((err: unknown) => ctx.log.warn({ err }, 'could not read the active classifier version; keeping the one loaded'));
  }
  switch (step) {
    case 'fetch':
      return fetchStep(ctx);
    case 'classify':
      return classifyStep(ctx);
    case 'publish':
      return publishStep(ctx);
    case 'lifecycle':
      return lifecycleStep(ctx);
    case 'all':
      return runPipelineSteps(['fetch', 'classify', 'publish', 'lifecycle'], ctx);
  }
}

/** Runs several steps in order; a failing step stops the rest (its own run record and alert say why). */
export async function runPipelineSteps(steps: readonly Exclude<PipelineStep, 'all'>[], ctx: StepContext): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const s of steps) out[s] = await runPipelineStep(s, ctx);
  return out;
}
