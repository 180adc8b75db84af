/**
 * The article dialog's content (ArticleDialogHost.tsx): the article as the article page shows it, and its related
 * articles beside it. A chunk of its own, loaded when the first dialog opens (or when the reader points at a card's
 * title), so pages with cards do not download the article view before anyone opens one.
 */
import { useEffect } from 'react';
import type { Location } from 'react-router';
import type { PublicArticle } from '../../../domain/article.ts';
import { dialogLinkProps, rememberArticle } from '../../lib/articleDialog.ts';
import { RelatedArticles } from '../RelatedArticles.tsx';
import { RELATED_COLUMN, RelatedSkeleton } from './articleDialogParts.tsx';
import { ArticleDetail, articleCategory } from './ArticleDetail.tsx';

export interface ArticleDialogBodyProps {
  article: PublicArticle;
  /** Null while they load; `relatedFailed` when they could not be. */
  related: PublicArticle[] | null;
  relatedFailed: boolean;
  headingId: string;
  /** Where the dialog is open, for the related articles' links (they open in the same dialog). */
  location: Location;
}

export function ArticleDialogBody({ article, related, relatedFailed, headingId, location }: ArticleDialogBodyProps) {
  // tabIndex on the heading so focus can land on it when the dialog switches articles.
  useEffect(() => {
    document.getElementById(headingId)?.setAttribute('tabindex', '-1');
  }, [headingId, article.id]);

  return (
    <>
      {/* The heading takes focus when the dialog moves to another article. */}
      <div className="min-w-0 [&_h2[tabindex]]:outline-none">
        <ArticleDetail article={article} headingLevel="h2" headingId={headingId} compact />
      </div>
      <aside className={RELATED_COLUMN}>
        {related ? (
          <RelatedArticles
            articles={related}
            category={articleCategory(article)}
            headingId={`${headingId}-related`}
            linkProps={(a) => ({
              ...dialogLinkProps(location, a),
              onClick: () => rememberArticle(a),
            })}
          />
        ) : relatedFailed ? null : (
          <RelatedSkeleton />
        )}
      </aside>
    </>
  );
}
