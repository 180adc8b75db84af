/** Creates the default real sources and the sample sources on start. */
import type { Database } from '../../db/connection.ts';
import { ensureFeedSources, setSampleSourcesActive, type SourceSeed } from '../../db/queries/feedSources.ts';
import { listSampleFeedFiles, SAMPLE_URL_PREFIX } from '../fetch/sampleFeedServer.ts';
import { DEFAULT_SOURCES } from './defaultSources.ts';

/**
 * Ratings of the bundled sample feeds. They are fictional outlets, rated across the tiers so an offline start shows
 * every source badge, including the star (authority 90 or more).
 */
export const SAMPLE_SOURCE_RATINGS: Readonly<Record<string, Pick<SourceSeed, 'tier' | 'authorityScore'>>> = {
  'creator-economy-daily.xml': { tier: 'premium', authorityScore: 92 },
  'platform-updates-journal.xml': { tier: 'verified', authorityScore: 84 },
  'brand-partnerships-wire.xml': { tier: 'trusted', authorityScore: 76 },
};
/** A sample feed file not listed above. */
const SAMPLE_DEFAULT_RATING: Pick<SourceSeed, 'tier' | 'authorityScore'> = { tier: 'established', authorityScore: 60 };

/** Display name of a sample feed from its file name ("creator-economy-daily.xml" → "Sample: Creator Economy Daily"). */
export function sampleSourceName(file: string): string {
  const words = file.replace(/\.(xml|json)$/, '').split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `Sample: ${words.join(' ')}`;
}

/** Seeds real and sample sources (new URLs only) and (de)activates the samples per the SAMPLE_FEEDS setting. */
export async function seedFeedSources(database: Database, options: { samples: boolean }): Promise<{ created: number }> {
  const seeds: SourceSeed[] = DEFAULT_SOURCES.map((s) => ({ ...s, contentTypes: [...s.contentTypes] }));
  if (options.samples) {
    for (const file of listSampleFeedFiles()) {
      seeds.push({ name: sampleSourceName(file), url: `${SAMPLE_URL_PREFIX}${file}`, siteUrl: 'https://example.com/', priority: 5, region: 'india', contentTypes: ['article'], supportsMedia: true, isSample: true, ...(SAMPLE_SOURCE_RATINGS[file] ?? SAMPLE_DEFAULT_RATING) });
    }
  }
  const created = await ensureFeedSources(database.db, seeds);
  await setSampleSourcesActive(database.db, options.samples);
  return { created };
}
