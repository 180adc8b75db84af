import { describe, expect, it } from 'vitest';
import { describeStart, describeStartupFetch, servedAddress } from './startSummary.ts';

describe('npm start summary', () => {
  it('names the address to open', () => {
    expect(servedAddress('0.0.0.0', 4817)).toBe('http://localhost:4817');
    expect(servedAddress('127.0.0.1', 3000)).toBe('http://localhost:3000');
    expect(servedAddress('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(servedAddress('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
  });

  it('says in one line what start-up did', () => {
    const line = describeStart({ siteName: 'Creator Economy India', url: 'http://localhost:4817', applied: ['0001_initial', '0002_feed_backoff'], sample: { stories: 86, feeds: 6 }, fetchingInBackground: true });
    expect(line).toBe('Creator Economy India is running at http://localhost:4817 (database migrated (2 new migrations); ingested 86 new stories from 6 sample feeds; fetching the real feeds in the background)');
    expect(line).not.toContain('\n');
    expect(describeStart({ siteName: 'S', url: 'http://localhost:3000', applied: [], fetchingInBackground: false })).toBe('S is running at http://localhost:3000 (database up to date)');
  });

  // The job's result as the job runner reports it: each step's totals under the step's name (runPipelineSteps).
  it('summarises the start-up fetch, saying when the network is offline', () => {
    expect(describeStartupFetch({ jobId: 'j', name: 'fetch-feeds', ok: true, result: { fetch: { inserted: 0, sourceCount: 23, realSourceCount: 20, unreachableSources: 20, networkOffline: true } } })).toBe(
      'Fetched the real feeds: 0 new stories from 20 feeds; 20 feeds unreachable because the network is offline',
    );
    expect(describeStartupFetch({ jobId: 'j', name: 'fetch-feeds', ok: true, result: { fetch: { inserted: 1, sourceCount: 3, unreachableSources: 1, networkOffline: false } } })).toBe(
      'Fetched the real feeds: 1 new story from 3 feeds; 1 feed unreachable',
    );
    expect(describeStartupFetch({ jobId: 'j', name: 'fetch-feeds', ok: false, error: new Error('boom') })).toBe('Fetching the real feeds failed: boom');
  });
});
