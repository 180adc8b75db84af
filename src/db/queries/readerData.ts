/** A reader's bookmarks and likes (migration 0016). Only articles with a public page can be saved or liked. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PublicArticle } from '../../domain/article.ts';
import type { Db } from '../connection.ts';
import { articles, bookmarks, likes } from '../schema.ts';
import { publicColumns, toPublicArticle } from './publicArticles.ts';
import { hasPublicPage } from './publicVisibility.ts';

/** True when the article exists and readers may see it. */
export async function isPublicArticle(db: Db, articleId: string): Promise<boolean> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.id, articleId), hasPublicPage())).limit(1);
  return row !== undefined;
}

/** Saves the article for the reader (again is a no-op); false when the article is not public. */
export async function addBookmark(db: Db, userId: string, articleId: string): Promise<boolean> {
  // An article withdrawn between the check and the insert stays saved but is never listed (listBookmarks re-checks).
  if (!(await isPublicArticle(db, articleId))) return false;
  await db.insert(bookmarks).values({ userId, articleId }).onConflictDoNothing();
  return true;
}

export async function removeBookmark(db: Db, userId: string, articleId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId)));
}

/** One page of the reader's saved articles that are still public, newest save first, with the total. */
export async function listBookmarks(db: Db, userId: string, page: { page: number; pageSize: number }): Promise<{ articles: (PublicArticle & { savedAt: string })[]; totalCount: number }> {
  const where = and(eq(bookmarks.userId, userId), hasPublicPage());
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...publicColumns, savedAt: bookmarks.createdAt })
      .from(bookmarks)
      .innerJoin(articles, eq(articles.id, bookmarks.articleId))
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.articleId))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(bookmarks).innerJoin(articles, eq(articles.id, bookmarks.articleId)).where(where),
  ]);
  return {
    articles: rows.map(({ savedAt, ...r }) => ({ ...toPublicArticle(r), savedAt: savedAt.toISOString() })),
    totalCount: Number(count?.n ?? 0),
  };
}

/** Likes the article (again is a no-op); false when the article is not public. */
export async function addLike(db: Db, userId: string, articleId: string): Promise<boolean> {
  if (!(await isPublicArticle(db, articleId))) return false;
  await db.insert(likes).values({ userId, articleId }).onConflictDoNothing();
  return true;
}

export async function removeLike(db: Db, userId: string, articleId: string): Promise<void> {
  await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.articleId, articleId)));
}

/** How many readers like the article. */
export async function likeCount(db: Db, articleId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(likes).where(eq(likes.articleId, articleId));
  return Number(row?.n ?? 0);
}

/** Of the given articles, which the reader has liked and which saved. */
export async function readerMarks(db: Db, userId: string, articleIds: readonly string[]): Promise<{ liked: string[]; saved: string[] }> {
  if (articleIds.length === 0) return { liked: [], saved: [] };
  const ids = [...articleIds];
  const [liked, saved] = await Promise.all([
    db.select({ id: likes.articleId }).from(likes).where(and(eq(likes.userId, userId), inArray(likes.articleId, ids))),
    db.select({ id: bookmarks.articleId }).from(bookmarks).where(and(eq(bookmarks.userId, userId), inArray(bookmarks.articleId, ids))),
  ]);
  return { liked: liked.map((r) => r.id), saved: saved.map((r) => r.id) };
}
