/**
 * Shares of public stories (migration 0026): one counter per UTC day, story and channel, added to in place. Only a
 * story with a public page (publicVisibility.ts hasPublicPage, the rule every public answer uses) can be shared.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ShareChannel } from '../../domain/articleShares.ts';
import type { Db } from '../connection.ts';
import { articles } from '../schema.ts';
import { hasPublicPage } from './publicVisibility.ts';

/**
 * Adds one share of `articleId` on `channel` to `day`'s count, in one statement: the article is read with the public
 * rule, so a hidden or unknown story adds nothing. Returns false then.
 */
export async function addArticleShare(db: Db, share: { articleId: string; channel: ShareChannel; day: string }): Promise<boolean> {
  const res = await db.execute(sql`
    INSERT INTO article_share_days AS s (day, article_id, channel, shares)
    SELECT ${share.day}::date, ${articles.id}, ${share.channel}, 1 FROM ${articles}
    WHERE ${and(eq(articles.id, share.articleId), hasPublicPage())}
    ON CONFLICT (day, article_id, channel) DO UPDATE SET shares = s.shares + 1
    RETURNING 1`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** True when `articleId` is a story readers may see (and so share). */
export async function isShareableArticle(db: Db, articleId: string): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), hasPublicPage()))
    .limit(1);
  return rows.length > 0;
}
