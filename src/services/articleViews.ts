/** Recording article views from readers' browsers. */
import type { Db } from '../db/connection.ts';
import { incrementArticleViews } from '../db/queries/articleViews.ts';

export interface ArticleViewService {
  /** Counts one view for each public article among `ids` (already validated and deduplicated); returns how many counted. */
  recordViews(ids: readonly string[]): Promise<{ counted: number }>;
}

export function createArticleViewService(db: Db): ArticleViewService {
  return {
    recordViews: async (ids) => ({ counted: (await incrementArticleViews(db, ids)).length }),
  };
}
