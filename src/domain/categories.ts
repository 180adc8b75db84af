/** The seven fixed content categories (public-site §3) and the legacy-name mapping. */

export const CATEGORY_SLUGS = [
  'creator-economy',
  'brand-partnerships',
  'platform-updates',
  'industry-insights',
  'regulations-ethics',
  'tools-technology',
  'general',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** A content category as stored in the database and shown on the site. */
export interface Category {
  slug: CategorySlug;
  name: string;
  description: string;
  /** Name of the icon drawn by the web app (see web/components/CategoryIcon). */
  icon: string;
  /** Accent colour (hex) used for badges; text on it is chosen for AA contrast by the web app. */
  colour: string;
  keywords: readonly string[];
}

/** The categories in display order. */
export const CATEGORIES: readonly Category[] = [
  {
    slug: 'creator-economy',
    name: 'Creator Economy',
    description:
      'How creators earn, grow and build businesses: monetisation, creator funds, audiences, funding and the people behind the channels.',
    icon: 'sparkles',
    colour: '#7c3aed',
    keywords: ['creator economy', 'content creator', 'monetisation', 'creator fund', 'subscribers', 'youtuber', 'influencer income'],
  },
  {
    slug: 'brand-partnerships',
    name: 'Brand Partnerships',
    description:
      'Brand deals, influencer campaigns, sponsorships and the agencies that connect brands with creators.',
    icon: 'handshake',
    colour: '#db2777',
    keywords: ['brand deal', 'sponsorship', 'influencer campaign', 'collaboration', 'agency', 'brand ambassador', 'endorsement'],
  },
  {
    slug: 'platform-updates',
    name: 'Platform Updates',
    description:
      'New features, policy changes and algorithm shifts on YouTube, Instagram, Moj, ShareChat, X, LinkedIn and other platforms.',
    icon: 'smartphone',
    colour: '#2563eb',
    keywords: ['youtube', 'instagram', 'reels', 'shorts', 'algorithm', 'new feature', 'sharechat'],
  },
  {
    slug: 'industry-insights',
    name: 'Industry Insights',
    description:
      'Market sizing, research reports, ad spends and the numbers that describe influencer marketing in India and worldwide.',
    icon: 'chart',
    colour: '#0d9488',
    keywords: ['report', 'market size', 'survey', 'ad spend', 'growth', 'crore', 'research'],
  },
  {
    slug: 'regulations-ethics',
    name: 'Regulations & Ethics',
    description:
      'Disclosure rules, ASCI guidelines, consumer protection, tax and the ethics of paid promotion.',
    icon: 'scale',
    colour: '#b45309',
    keywords: ['asci', 'disclosure', 'guidelines', 'regulation', 'consumer protection', 'ftc', 'compliance'],
  },
  {
    slug: 'tools-technology',
    name: 'Tools & Technology',
    description:
      'Software, AI tools and analytics that creators and marketers use to make, measure and manage content.',
    icon: 'wrench',
    colour: '#475569',
    keywords: ['ai tool', 'analytics', 'software', 'platform launch', 'saas', 'automation', 'editing app'],
  },
  {
    slug: 'general',
    name: 'General',
    description: 'Other news from the world of digital media, marketing and online culture.',
    icon: 'newspaper',
    colour: '#4b5563',
    keywords: ['digital media', 'marketing', 'social media', 'online', 'content'],
  },
];

const BY_SLUG = new Map<string, Category>(CATEGORIES.map((c) => [c.slug, c]));

/** Legacy category names seen in old data, mapped to today's slugs. */
export const LEGACY_CATEGORY_MAP: Readonly<Record<string, CategorySlug>> = {
  campaigns: 'brand-partnerships',
  brands: 'brand-partnerships',
  platforms: 'platform-updates',
  trends: 'industry-insights',
  regulations: 'regulations-ethics',
};

/** Maps a stored or legacy category value to its current form: legacy names mapped, empty → general, anything else kept. */
export function normaliseCategoryName(value: string | null | undefined): string {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return 'general';
  return LEGACY_CATEGORY_MAP[v] ?? v;
}

/** Finds a category by slug or legacy name; undefined when unknown. */
export function findCategory(slugOrLegacy: string | null | undefined): Category | undefined {
  return BY_SLUG.get(normaliseCategoryName(slugOrLegacy));
}

/** True when the value is one of the seven current slugs. */
export function isCategorySlug(value: string): value is CategorySlug {
  return BY_SLUG.has(value);
}

/** All stored values that belong to a category: its slug plus the legacy names that map to it. */
export function storedValuesForCategory(slug: CategorySlug): string[] {
  return [slug, ...Object.entries(LEGACY_CATEGORY_MAP).filter(([, s]) => s === slug).map(([legacy]) => legacy)];
}

/** First `max` characters of a description, cut at a word boundary with an ellipsis (header dropdown preview). */
export function previewDescription(description: string, max = 40): string {
  if (description.length <= max) return description;
  const cut = description.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
