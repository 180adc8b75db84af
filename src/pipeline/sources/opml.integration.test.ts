import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { ensureFeedSources } from '../../db/queries/feedSources.ts';
import { createTestDatabase, type TestDatabase } from '../../db/testDatabase.ts';
import { exportOpml, importOpml, OpmlFormatError } from './opml.ts';

const fixture = readFileSync(new URL('./testdata/feeds.opml', import.meta.url), 'utf8');

let source: TestDatabase;
let target: TestDatabase;
beforeAll(async () => {
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([source?.drop(), target?.drop()]);
});

/** The admin-visible fields of every real source, by URL. */
const sourcesOf = (database: Database) =>
  database.sql.query(
    'SELECT name, url, site_url, region, priority, supports_media, content_types, is_active FROM feed_sources WHERE NOT is_sample ORDER BY url',
  );

describe('importOpml', () => {
  it('creates new URLs, skips repeats and reports invalid outlines', async () => {
    const result = await importOpml(source.database.db, fixture);
    expect(result).toEqual({
      created: 3,
      skipped: 1,
      invalid: [
        { title: 'Old FTP feed', reason: 'url must be an http:// or https:// URL' },
        { title: 'Bookmark without a feed', reason: 'xmlUrl is missing (the feed address is required)' },
        { title: 'Too eager', reason: 'priority must be from 1 (highest) to 5' },
      ],
    });
    expect(await sourcesOf(source.database)).toEqual([
      { name: 'Creator Economy Podcast', url: 'https://podcasts.example.com/creators.xml', site_url: null, region: 'global', priority: 3, supports_media: true, content_types: ['podcast', 'article'], is_active: false },
      { name: 'Social Samosa', url: 'https://www.socialsamosa.com/rss', site_url: 'https://www.socialsamosa.com/', region: 'india', priority: 1, supports_media: false, content_types: ['article'], is_active: true },
      { name: 'Tubefilter', url: 'https://www.tubefilter.com/feed/', site_url: 'https://www.tubefilter.com/', region: 'global', priority: 3, supports_media: false, content_types: [], is_active: true },
    ]);
  });

  it('skips every URL it already knows, never overwriting an admin edit', async () => {
    await source.database.sql.query("UPDATE feed_sources SET name = 'Edited by an admin' WHERE url = 'https://www.tubefilter.com/feed/'");
    const again = await importOpml(source.database.db, fixture);
    expect(again).toMatchObject({ created: 0, skipped: 4 });
    const [row] = await source.database.sql.query<{ name: string }>("SELECT name FROM feed_sources WHERE url = 'https://www.tubefilter.com/feed/'");
    expect(row?.name).toBe('Edited by an admin');
  });

  it('refuses malformed OPML with a clear error and changes nothing', async () => {
    const before = await sourcesOf(source.database);
    for (const text of ['<opml><body><outline text="x"', '{"feeds": []}', '<rss version="2.0"><channel/></rss>']) {
      const err = await importOpml(source.database.db, text).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(OpmlFormatError);
      expect((err as Error).message).toMatch(/^Not a valid OPML file: .*Expected <opml> with <body> holding <outline xmlUrl="…"> elements\.$/);
    }
    expect(await sourcesOf(source.database)).toEqual(before);
  });
});

describe('exportOpml', () => {
  it('round-trips: export, then import into a fresh database, gives the same sources', async () => {
    // Add variety the fixture lacks: a paused feed, special characters, a sample feed (not exported).
    await ensureFeedSources(source.database.db, [
      { name: 'Q&A "Creators" <Weekly>', url: 'https://qa.example.com/feed?format=rss&lang=en', siteUrl: 'https://qa.example.com/', priority: 5, region: 'india', contentTypes: ['video'], supportsMedia: true, isActive: false },
      { name: 'Sample: Demo', url: 'sample:demo.xml', priority: 5, region: 'india', contentTypes: ['article'], supportsMedia: true, isSample: true },
    ]);
    const opml = await exportOpml(source.database.db);
    expect(opml).not.toContain('sample:');
    const result = await importOpml(target.database.db, opml);
    expect(result).toEqual({ created: 4, skipped: 0, invalid: [] });
    expect(await sourcesOf(target.database)).toEqual(await sourcesOf(source.database));
  });

  it('exports an empty database as an OPML file that imports to nothing', async () => {
    const empty = await createTestDatabase();
    try {
      const opml = await exportOpml(empty.database.db);
      expect(opml).toContain('<opml version="2.0">');
      expect(await importOpml(empty.database.db, opml)).toEqual({ created: 0, skipped: 0, invalid: [] });
    } finally {
      await empty.drop();
    }
  });
});
