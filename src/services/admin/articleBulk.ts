/**
 * The article table's bulk bar (admin-content §4; issue 11 item 3): one action on many articles, each in its own
 * transaction, so one failure (gone, purged, refused) does not undo the others; the answer says which failed and why.
 */
import type { BulkActionInput, BulkItemResult, BulkResult } from '../../domain/adminArticles.ts';
import type { Db } from '../../db/connection.ts';
import { AuthorizationError } from '../../policies/authorizationError.ts';
import { authorize } from '../../policies/can.ts';
import type { ArticleAction } from '../../policies/article.ts';
import { ConflictError, NotFoundError } from '../serviceErrors.ts';
import { deleteArticle, setArticleFeatured, setArticleStatus, updateArticle, type Acting } from './articleModeration.ts';

const POLICY_ACTION: Record<BulkActionInput['action'], ArticleAction> = {
  publish: 'setStatus',
  hide: 'setStatus',
  archive: 'setStatus',
  reject: 'setStatus',
  feature: 'feature',
  unfeature: 'feature',
  category: 'edit',
  delete: 'delete',
};

function one(db: Db, by: Acting, input: BulkActionInput, id: string): Promise<unknown> {
  switch (input.action) {
    case 'publish':
      return setArticleStatus(db, by, id, 'published');
    case 'hide':
      return setArticleStatus(db, by, id, 'draft');
    case 'archive':
      return setArticleStatus(db, by, id, 'archived');
    case 'reject':
      return setArticleStatus(db, by, id, 'rejected', input.reason || undefined);
    case 'feature':
      return setArticleFeatured(db, by, id, true);
    case 'unfeature':
      return setArticleFeatured(db, by, id, false);
    case 'category':
      return updateArticle(db, by, id, { category: input.category! });
    case 'delete':
      return deleteArticle(db, by, id);
  }
}

export async function bulkArticleAction(db: Db, by: Acting, input: BulkActionInput): Promise<BulkResult> {
  // Refused as a whole when the actor may not do this at all (a moderator deleting): nothing is tried.
  authorize(by.actor, POLICY_ACTION[input.action], { kind: 'article', isPublic: false });
  const results: BulkItemResult[] = [];
  for (const id of input.ids) {
    try {
      await one(db, by, input, id);
      results.push({ id, ok: true });
    } catch (err) {
      if (err instanceof NotFoundError) results.push({ id, ok: false, code: 'not_found', message: err.message });
      else if (err instanceof ConflictError) results.push({ id, ok: false, code: 'conflict', message: err.message });
      else if (err instanceof AuthorizationError) results.push({ id, ok: false, code: 'forbidden', message: err.message });
      else throw err;
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { action: input.action, succeeded, failed: results.length - succeeded, results };
}
