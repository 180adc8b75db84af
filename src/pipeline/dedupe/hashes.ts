/** URL and title fingerprints used to refuse re-ingesting a story (kept after purge). */
import { createHash } from 'node:crypto';
import { stripTrackingParams } from '../sanitise/sanitiseHtml.ts';

/** Canonical form of an article URL: lower-case host without www, no fragment, no tracking params, sorted query, no trailing slash. */
export function normaliseArticleUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(stripTrackingParams(url.trim()));
  } catch {
    return url.trim().toLowerCase();
  }
  u.hash = '';
  u.hostname = u.hostname.toLowerCase().replace(/^www\./, '');
  u.protocol = 'https:';
  u.port = '';
  const params = [...u.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));
  u.search = '';
  for (const [k, v] of params) u.searchParams.append(k, v);
  const path = u.pathname.replace(/\/+$/, '') || '/';
  return `${u.protocol}//${u.hostname}${path}${u.search}`;
}

/** Canonical form of a title: lower case, letters and digits only, single spaces. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** SHA-256 of the normalised URL. */
export function urlHash(url: string): string {
  return sha256(normaliseArticleUrl(url));
}

/** SHA-256 of the normalised title. */
export function titleHash(title: string): string {
  return sha256(normaliseTitle(title));
}
