/** The admin dashboard's headline figures (admin-content §2): counts over our own tables, nothing estimated. */
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../connection.ts';
import { articles, users } from '../schema.ts';

export async function adminOverviewCounts(db: Db, now: Date = new Date()) {
  const day = new Date(now.getTime() - 24 * 3600_000);
  const week = new Date(now.getTime() - 7 * 24 * 3600_000);
  const [[u], [a]] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`, newThisWeek: sql<number>`count(*) FILTER (WHERE ${users.createdAt} > ${week})::int` }).from(users),
    db
      .select({
        extracted: sql<number>`count(*) FILTER (WHERE ${articles.createdAt} > ${day})::int`,
        published: sql<number>`count(*) FILTER (WHERE ${articles.status} = 'published' AND ${articles.publishedAt} > ${day})::int`,
      })
      .from(articles)
      // Both figures look back one day: the created_at bound lets the planner skip older rows when it can.
      .where(gt(sql`greatest(${articles.createdAt}, coalesce(${articles.publishedAt}, ${articles.createdAt}))`, day)),
  ]);
  return { users: { total: u?.total ?? 0, newThisWeek: u?.newThisWeek ?? 0 }, extractedLast24h: a?.extracted ?? 0, publishedLast24h: a?.published ?? 0 };
}
