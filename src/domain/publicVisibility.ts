/**
 * Which articles readers may see, and where (public-site §5, §7, §9). The one home of the rule: every public query
 * builds its conditions from db/queries/publicVisibility.ts, which states these same predicates in SQL (an
 * integration test runs both over the same rows and requires them to agree).
 *
 * - An article **has a public page** when it is published, not a duplicate and at least PUBLIC_MIN_RELEVANCE
 *   relevant. Its page, the sitemap, our RSS/Atom/JSON feeds, live notices and featured picks use only this.
 * - A **list** adds two rules: Tools & Technology stays out unless the list is that category's own page (any
 *   category filter keeps its own rows), and blocklisted titles stay out unless the reader searched.
 */
import { PUBLIC_EXCLUDED_CATEGORY, PUBLIC_MIN_RELEVANCE, TITLE_BLOCKLIST } from './feedRules.ts';

/** The stored fields the rule reads. */
export interface VisibilityFields {
  status: string;
  isDuplicate: boolean;
  relevanceScore: number | null;
  category: string;
  title: string;
}

/** Where a list is shown: filtered to a category (its page), and whether the reader searched. */
export interface PublicListing {
  inCategory: boolean;
  searching: boolean;
}

/** The home page's list and everything counted as "on the home page" (widgets, trending terms, live notices). */
export const HOME_LISTING: PublicListing = Object.freeze({ inCategory: false, searching: false });

/** True when the title contains a blocklisted word (case-insensitive, whole word or word prefix like "elections"). */
export function isTitleBlocked(title: string): boolean {
  const lower = title.toLowerCase();
  return TITLE_BLOCKLIST.some((word) => new RegExp(`\\b${word}`, 'u').test(lower));
}

/** Published, not a duplicate and relevant enough: the article's page resolves. */
export function hasPublicPage(a: Pick<VisibilityFields, 'status' | 'isDuplicate' | 'relevanceScore'>): boolean {
  return a.status === 'published' && !a.isDuplicate && (a.relevanceScore ?? 0) >= PUBLIC_MIN_RELEVANCE;
}

/** True when the article appears in a public list of the given kind (before the list's own filters). */
export function isListedPublicly(a: VisibilityFields, listing: PublicListing): boolean {
  return (
    hasPublicPage(a) &&
    (listing.inCategory || a.category !== PUBLIC_EXCLUDED_CATEGORY) &&
    (listing.searching || !isTitleBlocked(a.title))
  );
}
