/**
 * `npm run pipeline -- --step fetch|classify|publish|lifecycle|all [--force]` runs pipeline steps by hand and prints
 * their counts as JSON; `--once` is short for `--step fetch`. `--force` also fetches feeds that are backing off.
 */
import { parseArgs } from 'node:util';
import { PIPELINE_STEPS, runPipelineStep, type PipelineStep } from '../jobs/pipelineSteps.ts';
import { startSampleFeedServer } from '../pipeline/fetch/sampleFeedServer.ts';
import { boot } from './bootstrap.ts';

const USAGE = `Usage: npm run pipeline -- --step <${PIPELINE_STEPS.join('|')}> [--force]
       npm run pipeline -- --once [--force]      (same as --step fetch)
  --force  also fetch sources that are backing off after a failure\n`;

let values: { once?: boolean; step?: string; force?: boolean };
try {
  ({ values } = parseArgs({
    options: { once: { type: 'boolean', default: false }, step: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: false,
  }));
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  process.exit(2);
}
const step = (values.step ?? (values.once ? 'fetch' : undefined)) as PipelineStep | undefined;
if (!step || !(PIPELINE_STEPS as readonly string[]).includes(step)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const { env, log, database } = await boot({ logToStderr: true });
const sampleServer = env.SAMPLE_FEEDS === 'on' ? await startSampleFeedServer() : undefined;
let exitCode = 0;
try {
  const result = await runPipelineStep(step, {
    database,
    log,
    sampleServer,
    limits: { timeoutMs: env.FEED_TIMEOUT_MS, maxBytes: env.FEED_MAX_BYTES, allowPrivateNetworks: env.FEED_ALLOW_PRIVATE_NETWORKS === 'on' },
    trigger: 'manual',
    force: values.force ?? false,
    maxConsecutiveFailures: env.FEED_MAX_CONSECUTIVE_FAILURES,
    maxItemsPerRun: env.FEED_MAX_ITEMS_PER_RUN,
  });
  process.stdout.write(`${JSON.stringify({ step, ...result }, null, 2)}\n`);
} catch (err) {
  log.error({ err, step }, 'pipeline step failed');
  exitCode = 1;
} finally {
  await sampleServer?.close();
  await database.close();
}
process.exit(exitCode);
