/**
 * The public-visibility rule of domain/publicVisibility.ts in SQL: every public query (lists, search, article pages,
 * sitemap, feeds, widgets, trending terms, statistics, live notices, featured picks) takes its conditions from here.
 * publicVisibility.integration.test.ts runs these conditions and the domain predicates over the same rows.
 */
import { and, eq, gte, ne, not, sql, type SQL } from 'drizzle-orm';
import { PUBLIC_EXCLUDED_CATEGORY, PUBLIC_MIN_RELEVANCE, TITLE_BLOCKLIST } from '../../domain/feedRules.ts';
import type { PublicListing } from '../../domain/publicVisibility.ts';
import { articles } from '../schema.ts';

/** Published, not a duplicate, relevance at least PUBLIC_MIN_RELEVANCE: the article's page resolves. */
export function hasPublicPage(): SQL {
  return and(eq(articles.status, 'published'), eq(articles.isDuplicate, false), gte(articles.relevanceScore, PUBLIC_MIN_RELEVANCE)) as SQL;
}

/** The title-blocklist condition (word-start match, as domain isTitleBlocked). */
export function titleNotBlocked(): SQL {
  const pattern = `\\m(${TITLE_BLOCKLIST.join('|')})`;
  // A literal, not a parameter, so the planner can match the predicate of articles_public_listed_idx (0008) also
  // where it plans generically (PGlite). The words are constants without quotes; user input never reaches it.
  return not(sql`${articles.title} ~* ${sql.raw(`'${pattern}'`)}`);
}

/** Listed in a public list of the given kind (the list's own filters, such as the category, come on top). */
export function listedPublicly(listing: PublicListing): SQL {
  const conditions: SQL[] = [hasPublicPage()];
  if (!listing.inCategory) conditions.push(ne(articles.category, PUBLIC_EXCLUDED_CATEGORY));
  if (!listing.searching) conditions.push(titleNotBlocked());
  return and(...conditions) as SQL;
}
