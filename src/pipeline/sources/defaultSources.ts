import type { SourceTier } from '../../domain/sourceTier.ts';

// Real public feeds seeded on first start by seedSources.ts. No feed could be fetched while writing this list (no network).
// A URL without a comment matches public code that reports fetching it, or the one form used across many independent
// public configurations; unverified URLs say so. supportsMedia is a starting hint that the feed health check replaces.

/** A feed source the app creates on first start. */
export interface DefaultSource {
  name: string;
  url: string;
  siteUrl: string;
  priority: number; /* 1 (highest) .. 5 */
  /** Our editorial rating of the outlet (domain/sourceTier.ts says what each tier means). */
  tier: SourceTier;
  /** 0-100; a star on cards at 90 or more. */
  authorityScore: number;
  region: 'india' | 'global';
  contentTypes: string[];
  supportsMedia: boolean;
}

/** Real public feeds of outlets covering influencer marketing and the creator economy. */
export const DEFAULT_SOURCES: readonly DefaultSource[] = [
  // India: marketing, advertising and creator trade press.
  {
    name: 'Social Samosa',
    url: 'https://www.socialsamosa.com/rss',
    siteUrl: 'https://www.socialsamosa.com/',
    priority: 1,
    tier: 'premium',
    authorityScore: 90,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'ET BrandEquity',
    url: 'https://brandequity.economictimes.indiatimes.com/rss/topstories',
    siteUrl: 'https://brandequity.economictimes.indiatimes.com/',
    priority: 1,
    tier: 'premium',
    authorityScore: 93,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: true,
  },
  {
    name: 'afaqs!',
    url: 'https://www.afaqs.com/rss',
    siteUrl: 'https://www.afaqs.com/',
    priority: 2,
    tier: 'verified',
    authorityScore: 88,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'exchange4media',
    url: 'https://www.exchange4media.com/rss/news.xml', // Unverified: public code disagrees on the path, and a 2026-09 public check hit a Cloudflare bot challenge.
    siteUrl: 'https://www.exchange4media.com/',
    priority: 3,
    tier: 'verified',
    authorityScore: 86,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Storyboard18',
    url: 'https://www.storyboard18.com/feed/', // Unverified: only two public configs use it (one uses /rss), and no live check was found.
    siteUrl: 'https://www.storyboard18.com/',
    priority: 3,
    tier: 'verified',
    authorityScore: 84,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'MediaNews4U',
    url: 'https://www.medianews4u.com/feed/',
    siteUrl: 'https://www.medianews4u.com/',
    priority: 4,
    tier: 'established',
    authorityScore: 64,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  // India: start-up, funding and digital-policy news (creator start-ups, platform rules).
  {
    name: 'Inc42',
    url: 'https://inc42.com/feed/',
    siteUrl: 'https://inc42.com/',
    priority: 2,
    tier: 'verified',
    authorityScore: 85,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'YourStory',
    url: 'https://yourstory.com/feed',
    siteUrl: 'https://yourstory.com/',
    priority: 2,
    tier: 'verified',
    authorityScore: 83,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Entrackr',
    url: 'https://entrackr.com/rss',
    siteUrl: 'https://entrackr.com/',
    priority: 3,
    tier: 'trusted',
    authorityScore: 77,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'MediaNama',
    url: 'https://www.medianama.com/feed/',
    siteUrl: 'https://www.medianama.com/',
    priority: 3,
    tier: 'verified',
    authorityScore: 85,
    region: 'india',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  // Global: creator economy.
  {
    name: 'Tubefilter',
    url: 'https://www.tubefilter.com/feed/',
    siteUrl: 'https://www.tubefilter.com/',
    priority: 1,
    tier: 'premium',
    authorityScore: 91,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Net Influencer',
    url: 'https://www.netinfluencer.com/feed/',
    siteUrl: 'https://www.netinfluencer.com/',
    priority: 2,
    tier: 'trusted',
    authorityScore: 74,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'The Verge: Creators',
    url: 'https://www.theverge.com/rss/creators/index.xml',
    siteUrl: 'https://www.theverge.com/creators',
    priority: 2,
    tier: 'premium',
    authorityScore: 94,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'TechCrunch: Creator Economy',
    url: 'https://techcrunch.com/tag/creator-economy/feed/',
    siteUrl: 'https://techcrunch.com/tag/creator-economy/',
    priority: 2,
    tier: 'premium',
    authorityScore: 92,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Passionfruit',
    url: 'https://passionfru.it/feed/',
    siteUrl: 'https://passionfru.it/',
    priority: 3,
    tier: 'trusted',
    authorityScore: 72,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Influencer Marketing Hub',
    url: 'https://influencermarketinghub.com/feed/',
    siteUrl: 'https://influencermarketinghub.com/',
    priority: 3,
    tier: 'established',
    authorityScore: 66,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  // Global: social platforms and marketing trade press.
  {
    name: 'Social Media Today',
    url: 'https://www.socialmediatoday.com/feeds/news/',
    siteUrl: 'https://www.socialmediatoday.com/',
    priority: 2,
    tier: 'trusted',
    authorityScore: 79,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Digiday',
    url: 'https://digiday.com/feed/',
    siteUrl: 'https://digiday.com/',
    priority: 2,
    tier: 'premium',
    authorityScore: 92,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'YouTube Official Blog',
    url: 'https://blog.youtube/rss/',
    siteUrl: 'https://blog.youtube/',
    priority: 3,
    tier: 'verified',
    authorityScore: 89,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Marketing Dive',
    url: 'https://www.marketingdive.com/feeds/news/',
    siteUrl: 'https://www.marketingdive.com/',
    priority: 4,
    tier: 'trusted',
    authorityScore: 80,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
  {
    name: 'Adweek',
    url: 'https://www.adweek.com/feed/',
    siteUrl: 'https://www.adweek.com/',
    priority: 4,
    tier: 'premium',
    authorityScore: 90,
    region: 'global',
    contentTypes: ['article'],
    supportsMedia: false,
  },
];
