/** The plain lines `npm start` says to a person: where the site is and what start-up did. */
import type { JobOutcome } from '../jobs/jobRunner.ts';

/** Hosts that mean "this machine" to a browser on it. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** The address to open: localhost for wildcard and loopback binds, else the bound host. */
export function servedAddress(host: string, port: number): string {
  if (LOCAL_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One line: the address, then what start-up did (migrations, sample stories, whether real feeds are being fetched). */
export function describeStart(s: { siteName: string; url: string; applied: readonly string[]; sample?: { stories: number; feeds: number } | undefined; fetchingInBackground: boolean }): string {
  const did = [s.applied.length ? `database migrated (${plural(s.applied.length, 'new migration')})` : 'database up to date'];
  if (s.sample) did.push(`ingested ${plural(s.sample.stories, 'new story', 'new stories')} from ${plural(s.sample.feeds, 'sample feed')}`);
  if (s.fetchingInBackground) did.push('fetching the real feeds in the background');
  return `${s.siteName} is running at ${s.url} (${did.join('; ')})`;
}

/** One line when the start-up fetch of the real feeds has ended: new stories, and feeds the network could not reach. */
export function describeStartupFetch(outcome: JobOutcome): string {
  if (!outcome.ok) return `Fetching the real feeds failed: ${outcome.error instanceof Error ? outcome.error.message : String(outcome.error)}`;
  // A job's result is keyed by step (jobs/pipelineSteps.ts runPipelineSteps): the fetch step's totals are under `fetch`.
  const r = (outcome.result.fetch ?? {}) as { inserted?: number; sourceCount?: number; realSourceCount?: number; unreachableSources?: number; networkOffline?: boolean };
  const parts = [`${plural(r.inserted ?? 0, 'new story', 'new stories')} from ${plural(r.realSourceCount ?? r.sourceCount ?? 0, 'feed')}`];
  const unreachable = r.unreachableSources ?? 0;
  if (unreachable > 0) parts.push(`${plural(unreachable, 'feed')} unreachable${r.networkOffline ? ' because the network is offline' : ''}`);
  return `Fetched the real feeds: ${parts.join('; ')}`;
}
