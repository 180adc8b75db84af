/** Responsive grid of article cards: 1 column, 2 from 640 px, 3 from 1024 px. */
import { Suspense, type ReactNode } from 'react';
import type { PublicArticle } from '../../domain/article.ts';
import { ArticleCard } from './ArticleCard.tsx';
import { cardImageLoading } from './ArticleImage.tsx';
import { ComponentErrorBoundary } from './ErrorBoundary.tsx';
import { Island } from '../islands/Island.tsx';

/**
 * `withAside`: the grid shares the row with a side column from 1024 px, so it keeps two columns there. `footerFor`:
 * what goes under a card (the For You feed's reason and "Fewer like this").
 */
export function ArticleGrid<A extends PublicArticle>({
  articles,
  headingLevel = 'h3',
  withAside = false,
  footerFor,
}: {
  articles: A[];
  headingLevel?: 'h2' | 'h3';
  withAside?: boolean;
  footerFor?: (article: A) => ReactNode;
}) {
  return (
    <ul data-testid="article-grid" className={`grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 ${withAside ? '' : 'lg:grid-cols-3'}`}>
      {articles.map((a, i) => (
        <li key={a.id} className={footerFor ? 'flex flex-col gap-2' : 'flex'}>
          {/* One broken card (spec §8 "Article Loading Error") must not take the list down with it. Each card hydrates
              on its own (a Suspense boundary), so a page of cards is many short tasks rather than a few long ones. */}
          <ComponentErrorBoundary name="Article card" title="Article Loading Error" retryLabel="Try Again" className="w-full">
            <Suspense>
              {/* In an islands document each card is an island of its own (islands/Island.tsx). */}
              <Island name="ArticleCard" component={ArticleCard} props={{ article: a, imageLoading: cardImageLoading(i), headingLevel }} />
            </Suspense>
          </ComponentErrorBoundary>
          {footerFor?.(a)}
        </li>
      ))}
    </ul>
  );
}
