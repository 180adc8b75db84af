/** Recording shares reported by readers' browsers (POST /api/articles/{id}/share). */
import type { ShareChannel } from '../domain/articleShares.ts';
import { utcDayOf } from '../domain/analytics.ts';
import type { Db } from '../db/connection.ts';
import { addArticleShare, isShareableArticle } from '../db/queries/articleShares.ts';

export interface ArticleShareService {
  /**
   * Counts one share of a public story on its UTC day. `counted: false` (a bot, by the same rule as page views) only
   * checks that the story is public, so the answer does not tell a bot it was left out. Resolves false when the story
   * is not public (or does not exist).
   */
  recordShare(share: { articleId: string; channel: ShareChannel; counted: boolean }): Promise<boolean>;
}

/** `now` is the clock of the day a share counts on (tests move it). */
export function createArticleShareService(db: Db, now: () => Date = () => new Date()): ArticleShareService {
  return {
    recordShare: ({ articleId, channel, counted }) =>
      counted ? addArticleShare(db, { articleId, channel, day: utcDayOf(now()) }) : isShareableArticle(db, articleId),
  };
}
