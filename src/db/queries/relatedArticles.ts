/** Related articles beside an article page (public-site §9): up to 3 from its category, up to 2 sharing a tag, the rest from other categories. */
import { and, desc, eq, inArray, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PublicArticle } from '../../domain/article.ts';
import { isCategorySlug, normaliseCategoryName, storedValuesForCategory } from '../../domain/categories.ts';
import { PUBLIC_EXCLUDED_CATEGORY, RELATED_ARTICLES_MAX, RELATED_SAME_CATEGORY, RELATED_SHARED_TAG } from '../../domain/feedRules.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { publicColumns, toPublicArticle } from './publicArticles.ts';
import { listedPublicly } from './publicVisibility.ts';

/** The article the suggestions are for. */
export type RelatedTo = Pick<PublicArticle, 'id' | 'category' | 'tags'>;

/** Tag comparison ignores case: feeds write "YouTube", "youtube" and "Youtube" for the same topic. */
function sharesTag(tags: string[]): SQL {
  return sql`EXISTS (SELECT 1 FROM unnest(${articles.tags}) AS t(tag) WHERE lower(t.tag) IN (${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}))`;
}

/**
 * Lists up to `limit` public articles to read next, newest first within each group: the same category (3), then
 * any category sharing a tag (2), then other categories. Never the article itself, duplicates, drafts or
 * blocklisted titles; Tools & Technology only when the article is in it, as in the general feed.
 */
export async function listRelatedArticles(db: Db, article: RelatedTo, limit: number = RELATED_ARTICLES_MAX): Promise<PublicArticle[]> {
  const category = normaliseCategoryName(article.category);
  const inCategory = isCategorySlug(category) ? inArray(articles.category, storedValuesForCategory(category)) : eq(articles.category, category);
  // Listed as in the general feed, except that a Tools & Technology article is among its own category's stories.
  const listed = listedPublicly({ inCategory: category === PUBLIC_EXCLUDED_CATEGORY, searching: false });
  const tags = [...new Set(article.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const picked: PublicArticle[] = [];

  const take = async (conditions: (SQL | undefined)[], count: number) => {
    if (count <= 0) return;
    const seen = [article.id, ...picked.map((a) => a.id)];
    const rows = await db
      .select(publicColumns)
      .from(articles)
      .where(and(listed, notInArray(articles.id, seen), ...conditions))
      .orderBy(sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id))
      .limit(count);
    picked.push(...rows.map((r) => toPublicArticle(r)));
  };

  await take([inCategory], Math.min(RELATED_SAME_CATEGORY, limit));
  if (tags.length > 0) await take([sharesTag(tags)], Math.min(RELATED_SHARED_TAG, limit - picked.length));
  await take([not(inCategory)], limit - picked.length);
  return picked;
}
