/** Creates the default real sources and the sample sources on start. */
import type { Database } from '../../db/connection.ts';
import { ensureFeedSources, setSampleSourcesActive, type SourceSeed } from '../../db/queries/feedSources.ts';
import { listSampleFeedFiles, SAMPLE_URL_PREFIX } from '../fetch/sampleFeedServer.ts';
import { DEFAULT_SOURCES } from './defaultSources.ts';

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
      seeds.push({ name: sampleSourceName(file), url: `${SAMPLE_URL_PREFIX}${file}`, siteUrl: 'https://example.com/', priority: 5, region: 'india', contentTypes: ['article'], supportsMedia: true, isSample: true });
    }
  }
  const created = await ensureFeedSources(database.db, seeds);
  await setSampleSourcesActive(database.db, options.samples);
  return { created };
}
