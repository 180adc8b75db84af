/**
 * "Import from URL" in the article form (admin-content §2 "Article form", §7; issue 11 item 3): fetch a page through the
 * SSRF-safe fetcher (pipeline/fetch/safeHttpGet.ts: http/https only, every address and redirect checked at connect
 * time, timeout, size cap counted after decompression) and turn it into a draft of the form's fields
 * (pipeline/extract/extractArticleFromHtml.ts). Admins only (policies/article.ts `import`, as `create`). Stores
 * nothing and writes no audit event: the article is created (and audited) when the editor saves the form.
 *
 * The draft says whether the URL is already known, by the same URL hash the create path refuses (pipeline/dedupe):
 * `existing_id` is the stored article with that URL, `url_known` is also true for a deleted or purged story whose hash
 * stays (saving would answer 409 either way).
 */
import { eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { articleHashes, articles } from '../../db/schema.ts';
import { BlockedAddressError, isPublicHostName } from '../../pipeline/fetch/addressPolicy.ts';
import { DEFAULT_FETCH_LIMITS, USER_AGENT, type FetchLimits } from '../../pipeline/fetch/fetchFeed.ts';
import { SafeGetError, safeHttpGet } from '../../pipeline/fetch/safeHttpGet.ts';
import { decodeHtmlBytes, extractArticleFromHtml, looksLikeHtml, type ExtractedArticle } from '../../pipeline/extract/extractArticleFromHtml.ts';
import { urlHash } from '../../pipeline/dedupe/hashes.ts';
import { authorize } from '../../policies/can.ts';
import type { Acting } from './articleModeration.ts';

/** A page larger than this is refused whatever the feed limit (an article page is rarely over 1 MB of HTML). */
export const IMPORT_MAX_BYTES = 3 * 1024 * 1024;
/** A page that takes longer than this is refused (the editor is waiting on the form). */
export const IMPORT_TIMEOUT_MS = 15_000;

/** The page is on a loopback, private or link-local address and this process may not fetch private networks. */
export class ImportAddressRefusedError extends Error {
  constructor(detail: string) {
    super(`${detail}. Pages are fetched from public internet addresses only, never from loopback or private networks.`);
    this.name = 'ImportAddressRefusedError';
  }
}

/** The page could not be fetched or is not an HTML page (a gateway failure for the caller: 502). */
export class ImportFetchError extends Error {
  constructor(message: string, readonly httpStatus: number | null = null) {
    super(message);
    this.name = 'ImportFetchError';
  }
}

/** The page is larger than the import's size cap (413). */
export class ImportTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The page is larger than ${Math.round(maxBytes / 1024)} KB; import it by hand.`);
    this.name = 'ImportTooLargeError';
  }
}

export interface ArticleImportResult {
  draft: ExtractedArticle;
  /** The stored article with this URL (the requested, final or canonical one), or null. */
  existingId: string | null;
  /** True when saving would be refused as a duplicate (also for a deleted or purged story). */
  urlKnown: boolean;
  /** The address the page was served from, after redirects. */
  finalUrl: string;
}

export interface ArticleImportOptions {
  /** The fetcher's limits (AppDeps `feeds.fetchLimits`): private networks only when FEED_ALLOW_PRIVATE_NETWORKS is on. */
  limits?: FetchLimits;
  now?: Date;
}

const BLOCKED = /not a public address/i;

async function fetchPage(url: string, limits: FetchLimits) {
  const allowPrivate = limits.allowPrivateNetworks ?? false;
  // Refused before any connection when the host is plainly private; names are checked again at connect time.
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    throw new ImportFetchError(`Invalid URL: ${url}`);
  }
  if (!allowPrivate && !isPublicHostName(host)) throw new ImportAddressRefusedError(`Refused to fetch ${host}: not a public address`);
  const maxBytes = Math.min(limits.maxBytes, IMPORT_MAX_BYTES);
  try {
    return await safeHttpGet(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
      timeoutMs: Math.min(limits.timeoutMs, IMPORT_TIMEOUT_MS),
      maxBytes,
      allowPrivateNetworks: allowPrivate,
    });
  } catch (err) {
    if (err instanceof BlockedAddressError || (err instanceof Error && BLOCKED.test(err.message))) throw new ImportAddressRefusedError(err.message);
    if (err instanceof SafeGetError) {
      if (err.code === 'ETOOLARGE') throw new ImportTooLargeError(maxBytes);
      throw new ImportFetchError(err.message);
    }
    const code = (err as { code?: string } | null)?.code;
    throw new ImportFetchError(`Could not fetch the page${code ? ` (${code})` : ''}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The stored article (or kept hash) of any of these URLs. */
async function knownUrl(db: Db, urls: string[]): Promise<{ existingId: string | null; urlKnown: boolean }> {
  const hashes = [...new Set(urls.map(urlHash))];
  const [row] = await db.select({ id: articles.id }).from(articles).where(inArray(articles.urlHash, hashes)).limit(1);
  if (row) return { existingId: row.id, urlKnown: true };
  const [kept] = await db
    .select({ hash: articleHashes.hash })
    .from(articleHashes)
    .where(and(eq(articleHashes.kind, 'url'), inArray(articleHashes.hash, hashes)))
    .limit(1);
  return { existingId: null, urlKnown: Boolean(kept) };
}

/** Fetches `url` and drafts the form's fields from it. Throws the Import* errors above; stores nothing. */
export async function importArticleFromUrl(db: Db, by: Acting, url: string, options: ArticleImportOptions = {}): Promise<ArticleImportResult> {
  authorize(by.actor, 'import', { kind: 'article', isPublic: false });
  const limits = options.limits ?? DEFAULT_FETCH_LIMITS;
  const res = await fetchPage(url, limits);
  if (res.status < 200 || res.status >= 300) throw new ImportFetchError(`The page answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`, res.status);
  const contentType = res.headers['content-type'] ?? null;
  if (!looksLikeHtml(contentType, res.body)) throw new ImportFetchError(`Not a web page: the address answered ${contentType ? contentType.split(';')[0] : 'an unknown content type'}, not HTML.`, res.status);
  const draft = extractArticleFromHtml(decodeHtmlBytes(res.body, contentType), res.finalUrl, options.now);
  const known = await knownUrl(db, [url, res.finalUrl, draft.source_url]);
  return { draft, ...known, finalUrl: res.finalUrl };
}
