/** Public read use cases, shared by the JSON API and the server-rendered pages. */
import type { ArticleList } from '../domain/article.ts';
import type { ArticleListQuery } from '../domain/articleQuery.ts';
import type { PublicContentService } from '../domain/contracts.ts';
import type { Db } from '../db/connection.ts';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { getPublicArticle } from '../db/queries/publicArticles.ts';
import { listRelatedArticles } from '../db/queries/relatedArticles.ts';

/** Creates the public content service over a database. */
export function createPublicContentService(db: Db): PublicContentService {
  return {
    listArticles: (query: ArticleListQuery): Promise<ArticleList> => listPublicArticles(db, query),
    getArticle: (id) => getPublicArticle(db, id),
    listRelated: (article) => listRelatedArticles(db, article),
    async getArticleWithRelated(id) {
      const article = await getPublicArticle(db, id);
      if (!article) return null;
      return { article, related: await listRelatedArticles(db, article) };
    },
  };
}
