/** Article page addresses: `/articles/{uuid}-{slug-of-title}`. The id decides the article; the slug is for readers and search engines. */

/** Longest slug; long headlines are cut at a word boundary so URLs stay shareable. */
export const ARTICLE_SLUG_MAX_LENGTH = 80;
/** Slug used when a title has no letters or digits at all. */
export const FALLBACK_SLUG = 'article';

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(.*))?$/i;

/**
 * Slugs already made, by title. Every list answer links its 20-100 stories, and the same stories are listed again and
 * again (a back-office page of 100 spent about 3 % of its server time making slugs); a title's slug never changes.
 * Bounded: emptied when full, as the titles in use are a few thousand at most.
 */
const slugs = new Map<string, string>();
const SLUG_MEMO_ENTRIES = 5000;

/** Lower-case words joined by hyphens; Latin accents dropped, other scripts (Devanagari, Tamil…) kept as letters. */
export function articleSlug(title: string): string {
  let slug = slugs.get(title);
  if (slug === undefined) {
    if (slugs.size >= SLUG_MEMO_ENTRIES) slugs.clear();
    slugs.set(title, (slug = makeSlug(title)));
  }
  return slug;
}

function makeSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    // Only the combining marks of Latin letters: Indic vowel signs are also marks and must stay.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  let slug = '';
  for (const w of words) {
    const next = slug ? `${slug}-${w}` : w;
    if (next.length > ARTICLE_SLUG_MAX_LENGTH) {
      if (!slug) slug = w.slice(0, ARTICLE_SLUG_MAX_LENGTH);
      break;
    }
    slug = next;
  }
  return slug.normalize('NFC') || FALLBACK_SLUG;
}

/** The canonical `id-slug` path segment (decoded form, as routers hand it over). */
export function articleIdSlug(article: { id: string; title: string }): string {
  return `${article.id.toLowerCase()}-${articleSlug(article.title)}`;
}

/** The canonical page path, percent-encoded so it is safe in headers, sitemaps and feeds. */
export function articlePath(article: { id: string; title: string }): string {
  return `/articles/${article.id.toLowerCase()}-${encodeURIComponent(articleSlug(article.title))}`;
}

/** Splits an `id-slug` segment into the (lower-case) id and the slug as given; null when it does not start with a UUID. */
export function parseArticleIdSlug(idSlug: string | undefined): { id: string; slug: string } | null {
  const m = UUID.exec(idSlug ?? '');
  if (!m?.[1]) return null;
  return { id: m[1].toLowerCase(), slug: m[2] ?? '' };
}
