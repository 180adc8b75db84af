import { describe, expect, it } from 'vitest';
import { feedSourceInputSchema, feedSourceIssueMessages, feedSourceUpdateSchema } from './feedSourceInput.ts';

const valid = { name: 'Social Samosa', url: 'https://www.socialsamosa.com/rss' };

/** The messages for an input, or [] when it is valid. */
function errorsOf(input: unknown, schema: typeof feedSourceInputSchema | typeof feedSourceUpdateSchema = feedSourceInputSchema): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : feedSourceIssueMessages(parsed.error);
}

describe('feedSourceInputSchema', () => {
  it('applies the table defaults and trims', () => {
    expect(feedSourceInputSchema.parse({ name: '  Social Samosa  ', url: ' https://www.socialsamosa.com/rss ' })).toEqual({
      name: 'Social Samosa',
      url: 'https://www.socialsamosa.com/rss',
      siteUrl: null,
      region: 'global',
      priority: 3,
      supportsMedia: false,
      contentTypes: [],
      isActive: true,
    });
  });

  it.each([
    [{ ...valid, name: 'x'.repeat(120) }],
    [{ ...valid, name: 'A' }],
    [{ ...valid, url: 'http://example.com/feed' }],
    [{ ...valid, url: `https://example.com/${'a'.repeat(2048 - 20)}` }],
    [{ ...valid, priority: 1 }],
    [{ ...valid, priority: 5 }],
    [{ ...valid, contentTypes: [] }],
    [{ ...valid, contentTypes: ['article', 'podcast', 'video'] }],
    [{ ...valid, siteUrl: '' }],
    [{ ...valid, siteUrl: 'https://www.socialsamosa.com/' }],
    [{ ...valid, supportsMedia: true, isActive: false, region: 'india' }],
  ])('accepts %j', (input) => {
    expect(errorsOf(input)).toEqual([]);
  });

  it.each([
    [{ url: valid.url }, 'name is required'],
    [{ ...valid, name: '   ' }, 'name must not be empty'],
    [{ ...valid, name: 'x'.repeat(121) }, 'name must be at most 120 characters'],
    [{ ...valid, name: 42 }, 'name must be text'],
    [{ name: 'A' }, 'url is required'],
    [{ ...valid, url: 'ftp://example.com/feed' }, 'url must be an http:// or https:// URL'],
    [{ ...valid, url: 'javascript:alert(1)' }, 'url must be an http:// or https:// URL'],
    [{ ...valid, url: 'example.com/feed' }, 'url must be an http:// or https:// URL'],
    [{ ...valid, url: '' }, 'url must be an http:// or https:// URL'],
    [{ ...valid, url: `https://example.com/${'a'.repeat(2048)}` }, 'url must be at most 2048 characters'],
    [{ ...valid, siteUrl: 'mailto:a@b.c' }, 'siteUrl must be an http:// or https:// URL'],
    [{ ...valid, priority: 0 }, 'priority must be from 1 (highest) to 5'],
    [{ ...valid, priority: 6 }, 'priority must be from 1 (highest) to 5'],
    [{ ...valid, priority: 2.5 }, 'priority must be a whole number from 1 (highest) to 5'],
    [{ ...valid, priority: '2' }, 'priority must be a number'],
    [{ ...valid, supportsMedia: 'yes' }, 'supportsMedia must be true or false'],
    [{ ...valid, isActive: 1 }, 'isActive must be true or false'],
    [{ ...valid, contentTypes: ['article', 'newsletter'] }, 'contentTypes may contain only article, podcast, video'],
    [{ ...valid, contentTypes: 'article' }, 'contentTypes must be a list of article, podcast, video'],
    [{ ...valid, region: 'europe' }, 'region must be one of india, global'],
    [{ ...valid, dataRichnessScore: 90 }, 'dataRichnessScore is computed from fetched items and cannot be set'],
    [{ ...valid, average_images_per_item: 2, data_richness_score: 1 }, 'average_images_per_item, data_richness_score are computed from fetched items and cannot be set'],
    [{ ...valid, colour: 'red' }, 'unknown field: colour'],
    [null, 'a feed source must be an object'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(errorsOf(input)).toEqual([message]);
  });

  it('reports every problem at once', () => {
    expect(errorsOf({ name: '', url: 'ftp://x', priority: 9 })).toEqual([
      'name must not be empty',
      'url must be an http:// or https:// URL',
      'priority must be from 1 (highest) to 5',
    ]);
  });

  it('drops repeated content types', () => {
    expect(feedSourceInputSchema.parse({ ...valid, contentTypes: ['video', 'video', 'article'] }).contentTypes).toEqual(['video', 'article']);
  });
});

describe('feedSourceUpdateSchema', () => {
  it('keeps only the fields sent (no defaults)', () => {
    expect(feedSourceUpdateSchema.parse({ priority: 2 })).toEqual({ priority: 2 });
    expect(feedSourceUpdateSchema.parse({ siteUrl: '' })).toEqual({ siteUrl: null });
  });

  it.each([
    [{}, 'give at least one field to change'],
    [{ name: '' }, 'name must not be empty'],
    [{ url: 'gopher://x' }, 'url must be an http:// or https:// URL'],
    [{ averageImagesPerItem: 3 }, 'averageImagesPerItem is computed from fetched items and cannot be set'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(errorsOf(input, feedSourceUpdateSchema)).toEqual([message]);
  });
});
