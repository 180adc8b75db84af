/**
 * Likes and bookmarks (public-site §2 Bookmarks, §7): a signed-in reader saves and likes public articles for
 * themself. The reader is always the acting user (never an id from the request), and every use case authorises
 * first (policies/readerData: only the owner, and a suspended account is nobody).
 */
import type { PublicArticle } from '../../domain/article.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { addBookmark, addLike, likeCount, listBookmarks, readerMarks, removeBookmark, removeLike } from '../../db/queries/readerData.ts';
import { NotFoundError } from '../serviceErrors.ts';
import { dataOwner } from './dataOwner.ts';

const NOT_PUBLIC = 'No public article with that id.';

export async function saveBookmark(db: Db, actor: Actor, articleId: string): Promise<{ saved: true }> {
  const me = dataOwner(actor, 'write');
  if (!(await addBookmark(db, me.id, articleId))) throw new NotFoundError(NOT_PUBLIC);
  return { saved: true };
}

export async function deleteBookmark(db: Db, actor: Actor, articleId: string): Promise<{ saved: false }> {
  const me = dataOwner(actor, 'write');
  await removeBookmark(db, me.id, articleId);
  return { saved: false };
}

export async function savedArticles(db: Db, actor: Actor, page: { page: number; pageSize: number }): Promise<{ articles: (PublicArticle & { savedAt: string })[]; totalCount: number }> {
  const me = dataOwner(actor, 'read');
  return listBookmarks(db, me.id, page);
}

export async function likeArticle(db: Db, actor: Actor, articleId: string): Promise<{ liked: true; likes: number }> {
  const me = dataOwner(actor, 'write');
  if (!(await addLike(db, me.id, articleId))) throw new NotFoundError(NOT_PUBLIC);
  return { liked: true, likes: await likeCount(db, articleId) };
}

export async function unlikeArticle(db: Db, actor: Actor, articleId: string): Promise<{ liked: false; likes: number }> {
  const me = dataOwner(actor, 'write');
  await removeLike(db, me.id, articleId);
  return { liked: false, likes: await likeCount(db, articleId) };
}

/** Which of the given articles the reader liked and saved (to mark cards). */
export async function marksFor(db: Db, actor: Actor, articleIds: readonly string[]): Promise<{ liked: string[]; saved: string[] }> {
  const me = dataOwner(actor, 'read');
  return readerMarks(db, me.id, articleIds);
}
