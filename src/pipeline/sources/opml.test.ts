import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FeedSourceRow } from '../../db/queries/feedSources.ts';
import { OpmlFormatError, readOpmlSources, writeOpml } from './opml.ts';

const fixture = readFileSync(new URL('./testdata/feeds.opml', import.meta.url), 'utf8');

const doc = (outlines: string) => `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body>${outlines}</body></opml>`;

describe('readOpmlSources', () => {
  it('flattens nested folders, maps attributes and reports invalid outlines by title', () => {
    const { sources, invalid } = readOpmlSources(fixture);
    expect(sources.map((s) => s.url)).toEqual([
      'https://www.socialsamosa.com/rss',
      'https://podcasts.example.com/creators.xml',
      'https://www.tubefilter.com/feed/',
      'https://www.tubefilter.com/feed/',
    ]);
    expect(sources[0]).toEqual({
      name: 'Social Samosa', url: 'https://www.socialsamosa.com/rss', siteUrl: 'https://www.socialsamosa.com/', region: 'india',
      priority: 1, supportsMedia: false, contentTypes: ['article'], isActive: true,
    });
    expect(sources[1]).toMatchObject({ name: 'Creator Economy Podcast', siteUrl: null, contentTypes: ['podcast', 'article'], supportsMedia: true, isActive: false });
    expect(invalid).toEqual([
      { title: 'Old FTP feed', reason: 'url must be an http:// or https:// URL' },
      { title: 'Bookmark without a feed', reason: 'xmlUrl is missing (the feed address is required)' },
      { title: 'Too eager', reason: 'priority must be from 1 (highest) to 5' },
    ]);
  });

  it.each([
    ['<outline text="Text" xmlUrl="https://a.example/f"/>', { name: 'Text' }],
    ['<outline text="Text" title="Title" xmlUrl="https://a.example/f"/>', { name: 'Title' }],
    ['<outline text="  Spaced  " xmlUrl=" https://a.example/f "/>', { name: 'Spaced', url: 'https://a.example/f' }],
    ['<outline text="A &amp; B" xmlUrl="https://a.example/f?x=1&amp;y=2"/>', { name: 'A & B', url: 'https://a.example/f?x=1&y=2' }],
    ['<outline text="T" xmlUrl="https://a.example/f" contentTypes="video podcast"/>', { contentTypes: ['video', 'podcast'] }],
    ['<outline text="T" xmlUrl="https://a.example/f" supportsMedia="TRUE" isActive="False"/>', { supportsMedia: true, isActive: false }],
    ['<outline text="T" xmlUrl="https://a.example/f" htmlUrl=""/>', { siteUrl: null }],
    ['<outline text="Folder with feed" xmlUrl="https://a.example/f"><outline text="Child" xmlUrl="https://b.example/f"/></outline>', { name: 'Folder with feed' }],
  ])('reads %s', (outline, expected) => {
    const { sources, invalid } = readOpmlSources(doc(outline));
    expect(invalid).toEqual([]);
    expect(sources[0]).toMatchObject(expected);
  });

  it.each([
    ['<outline xmlUrl="https://a.example/f"/>', { title: 'https://a.example/f', reason: 'name must not be empty' }],
    ['<outline text="T"/>', { title: 'T', reason: 'xmlUrl is missing (the feed address is required)' }],
    ['<outline text="T" xmlUrl="https://a.example/f" priority="high"/>', { title: 'T', reason: 'priority must be a number' }],
    ['<outline text="T" xmlUrl="https://a.example/f" supportsMedia="maybe"/>', { title: 'T', reason: 'supportsMedia must be true or false' }],
    ['<outline text="T" xmlUrl="https://a.example/f" contentTypes="article,blog"/>', { title: 'T', reason: 'contentTypes may contain only article, podcast, video' }],
    ['<outline text="T" xmlUrl="https://a.example/f" region="mars"/>', { title: 'T', reason: 'region must be one of india, global' }],
  ])('refuses %s', (outline, entry) => {
    expect(readOpmlSources(doc(outline))).toEqual({ sources: [], invalid: [entry] });
  });

  it.each([
    ['not xml at all'],
    ['<rss version="2.0"><channel><title>A feed, not a list</title></channel></rss>'],
    ['<html><body><outline text="a" xmlUrl="https://a.example/f"/></body></html>'],
    [''],
  ])('throws OpmlFormatError for %j', (text) => {
    expect(() => readOpmlSources(text)).toThrow(OpmlFormatError);
    expect(() => readOpmlSources(text)).toThrow(/Not a valid OPML file/);
  });
});

const row = (over: Partial<FeedSourceRow>): FeedSourceRow => ({
  id: '00000000-0000-4000-8000-000000000000', name: 'N', url: 'https://n.example/feed', siteUrl: null, region: 'global', priority: 3,
  supportsMedia: false, contentTypes: ['article'], isActive: true, isSample: false, dataRichnessScore: 0, averageImagesPerItem: 0,
  consecutiveFailures: 0, etag: null, lastModified: null, lastFetchedAt: null, lastSuccessAt: null, lastError: null,
  createdAt: new Date(0), updatedAt: new Date(0), nextFetchAt: null, disabledAt: null, disabledReason: null, tier: null, authorityScore: null, ...over,
});

describe('writeOpml', () => {
  it('writes standard and extra attributes, escaped, that read back the same', () => {
    const sources = [
      row({ name: 'Q & A <daily>', url: 'https://q.example/feed?a=1&b=2', siteUrl: 'https://q.example/', priority: 2, region: 'india', contentTypes: ['video', 'article'], supportsMedia: true, isActive: false }),
      row({ name: 'Plain', url: 'https://p.example/rss', contentTypes: [] }),
    ];
    const xml = writeOpml(sources, { now: new Date('2026-11-22T12:00:00Z') });
    expect(xml).toContain('xmlUrl="https://q.example/feed?a=1&amp;b=2"');
    expect(xml).toContain('<dateCreated>Sun, 22 Nov 2026 12:00:00 GMT</dateCreated>');
    expect(readOpmlSources(xml)).toEqual({
      sources: [
        { name: 'Q & A <daily>', url: 'https://q.example/feed?a=1&b=2', siteUrl: 'https://q.example/', region: 'india', priority: 2, supportsMedia: true, contentTypes: ['video', 'article'], isActive: false },
        { name: 'Plain', url: 'https://p.example/rss', siteUrl: null, region: 'global', priority: 3, supportsMedia: false, contentTypes: [], isActive: true },
      ],
      invalid: [],
    });
  });

  it('writes an empty list as a valid, empty OPML document', () => {
    const xml = writeOpml([], { title: 'Nothing & nobody' });
    expect(xml).toContain('<title>Nothing &amp; nobody</title>');
    expect(readOpmlSources(xml)).toEqual({ sources: [], invalid: [] });
  });
});
