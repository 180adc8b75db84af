/** One public article for web tests: every field of the public shape, an ordinary published story; override what a test is about. */
import type { PublicArticle } from '../../domain/article.ts';

export function publicArticle(overrides: Partial<PublicArticle> = {}): PublicArticle {
  return {
    id: '6f1c2a9e-4b7d-4c1e-9a35-0d2f8e7b1c44',
    title: 'Mumbai creators sign a record number of brand deals',
    summary:
      'Creators in Mumbai signed more brand deals this quarter than in any quarter before, agencies say, as brands move budget from television to short video and to creators with smaller, loyal audiences.',
    category: 'creator-economy',
    tags: ['brand deals', 'mumbai'],
    sourceUrl: 'https://example.org/story',
    sourceName: 'Creator Economy Daily',
    author: null,
    imageUrl: null,
    mediaThumbnails: [],
    enclosures: [],
    viewsCount: 0,
    publishedAt: '2026-11-23T08:00:00.000Z',
    originalPublishedAt: '2026-11-23T08:00:00.000Z',
    createdAt: '2026-11-23T08:00:00.000Z',
    isFeatured: false,
    relevanceScore: 80,
    mlConfidenceScore: 0.8,
    qualityScore: 80,
    readTimeMinutes: 2,
    commentsUrl: null,
    signals: { trending: false, breaking: false, viewsPerHour: null, freshness: null },
    indiaBadge: null,
    sourceRating: null,
    coverageCount: 1,
    alsoCoveredBy: [],
    promoLabel: null,
    ...overrides,
  };
}
