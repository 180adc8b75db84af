/** Request schema of the public article list (GET /api/articles), shared by server and browser. */
import { z } from 'zod';
import { CATEGORY_SLUGS, LEGACY_CATEGORY_MAP } from './categories.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './feedRules.ts';
import { ARTICLE_REGIONS } from './articleRegion.ts';
import { QUALITY_BANDS } from './qualityBand.ts';
import { defineSchema } from './defineSchema.ts';

export const ARTICLE_SORTS = ['latest', 'trending', 'quality', 'relevance', 'oldest'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** Longest search text accepted; longer input is a client error, not silently cut. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * Control characters other than whitespace (which the search collapses to spaces): nothing a reader types, and U+0000
 * is a character PostgreSQL cannot hold in text at all, so a search carrying one is refused as a client error.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/u;

/** Query of the public article list. Blank search means no search (spec §5). */
export const articleListQuerySchema = defineSchema(() => {
  const categoryValues = [...CATEGORY_SLUGS, ...Object.keys(LEGACY_CATEGORY_MAP)] as [string, ...string[]];
  return z.object({
    page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be at least 1')
      .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    category: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(categoryValues, { error: 'category is not a known category' }))
      .optional(),
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .refine((s) => !CONTROL_CHARACTERS.test(s), 'search must not contain control characters')
      // NFC, as stored text is (pipeline normaliseItem): one spelling for a Devanagari letter with a nukta.
      .transform((s) => s.replace(/\s+/g, ' ').trim().normalize('NFC'))
      .optional()
      .transform((s): string | undefined => (s ? s : undefined))
      .optional(),
    sort: z.enum(ARTICLE_SORTS, { error: `sort must be one of ${ARTICLE_SORTS.join(', ')}` }).optional(),
    // Absent means `all` (articleRegion.ts DEFAULT_LIST_REGION): callers that never ask for a region are unchanged.
    region: z.enum(ARTICLE_REGIONS, { error: `region must be one of ${ARTICLE_REGIONS.join(', ')}` }).optional(),
    // One band of qualityBand.ts; absent means every band.
    quality: z.enum(QUALITY_BANDS, { error: `quality must be one of ${QUALITY_BANDS.join(', ')}` }).optional(),
  });
});

export type ArticleListQuery = z.output<typeof articleListQuerySchema>;
export type ArticleListQueryInput = z.input<typeof articleListQuerySchema>;
