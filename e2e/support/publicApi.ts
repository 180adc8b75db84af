/** Reads the public article list through the JSON API: the independent path browser tests compare page figures against. */
import type { PublicArticle } from '../../src/domain/article.ts';

/** Every public article of a list (all pages, 100 at a time) and the list's total. */
export async function fetchAllArticles(baseUrl: string, params: Record<string, string> = {}): Promise<{ articles: PublicArticle[]; totalCount: number }> {
  const articles: PublicArticle[] = [];
  let totalCount = 0;
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ ...params, page: String(page), pageSize: '100' });
    const res = await fetch(`${baseUrl}/api/articles?${query}`);
    if (!res.ok) throw new Error(`GET /api/articles?${query} → ${res.status}`);
    const body = (await res.json()) as { articles: PublicArticle[]; totalCount: number };
    totalCount = body.totalCount;
    articles.push(...body.articles);
    if (body.articles.length < 100 || articles.length >= totalCount) break;
  }
  return { articles, totalCount };
}

/** Articles dated within the last `days` days (story date, as the site counts them). */
export function datedWithinDays(articles: PublicArticle[], days: number): PublicArticle[] {
  const since = Date.now() - days * 24 * 3_600_000;
  return articles.filter((a) => a.originalPublishedAt !== null && Date.parse(a.originalPublishedAt) >= since);
}
