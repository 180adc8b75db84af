/** What the server gives the web app's loaders (the React Router load context). Types only: web never imports server code. */
import type { ArticleList } from './article.ts';
import type { ArticleListQuery } from './articleQuery.ts';

/** Read-only public content services available to page loaders. */
export interface PublicContentService {
  /** Lists published articles by the public feed rules. */
  listArticles(query: ArticleListQuery): Promise<ArticleList>;
}

/** The load context passed to every route loader. */
export interface WebLoadContext {
  content: PublicContentService;
  /** Public site settings read from the environment. */
  site: { name: string; url: string; contactEmail: string };
}
