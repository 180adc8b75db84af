/** Head tags of an article page: title, description, canonical, Open Graph, Twitter card and a JSON-LD NewsArticle. */
import type { MetaDescriptor } from 'react-router';
import type { PublicArticleDetail } from '../../domain/article.ts';
import { findCategory } from '../../domain/categories.ts';
import { isUsableImageUrl } from '../../domain/images.ts';
import { htmlToPlainText } from '../../domain/summary.ts';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

/** What the tags are built from. */
export interface ArticleMetaInput {
  article: PublicArticleDetail;
  /** Absolute canonical URL of the page (on SITE_URL). */
  canonical: string;
  site: { name: string; url: string };
}

/** Plain text cut to `max` characters at a word boundary, with an ellipsis when cut. */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const plain = htmlToPlainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The date readers see: when the source published the story. */
function publishedTime(a: PublicArticleDetail): string {
  return a.originalPublishedAt ?? a.publishedAt ?? a.createdAt;
}

/** The schema.org NewsArticle for the page; isBasedOn names the original story we summarise. */
export function newsArticleJsonLd({ article, canonical, site }: ArticleMetaInput): Record<string, unknown> {
  const category = findCategory(article.category);
  const image = isUsableImageUrl(article.imageUrl) ? article.imageUrl : null;
  const description = article.summary ? metaDescription(article.summary, 300) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    ...(description ? { description } : {}),
    url: canonical,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    datePublished: publishedTime(article),
    dateModified: article.updatedAt,
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: new URL('/', site.url).href,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site.url).href },
    },
    sourceOrganization: { '@type': 'Organization', name: article.sourceName },
    ...(image ? { image: [image] } : {}),
    ...(category ? { articleSection: category.name } : {}),
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
    isBasedOn: article.sourceUrl,
  };
}

/**
 * Every head tag of the article page. The JSON-LD goes through React Router's `script:ld+json`, which escapes
 * `<`, `>`, `&` and the line separators in the serialised JSON, so a headline cannot close the script element.
 */
export function articleMeta(input: ArticleMetaInput): MetaDescriptor[] {
  const { article, canonical, site } = input;
  const category = findCategory(article.category);
  const title = `${article.title} — ${site.name}`;
  const description = metaDescription(article.summary || `${article.title}. Reported by ${article.sourceName}.`);
  const image = isUsableImageUrl(article.imageUrl) ? article.imageUrl : null;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_IN' },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:alt', content: article.title },
        ]
      : []),
    { property: 'article:published_time', content: publishedTime(article) },
    { property: 'article:modified_time', content: article.updatedAt },
    ...(category ? [{ property: 'article:section', content: category.name }] : []),
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: article.title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    { 'script:ld+json': newsArticleJsonLd(input) },
  ];
}
