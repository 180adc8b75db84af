/**
 * Article images through our own origin (issue 9, "Offline images"): readers' pages never ask another host for an
 * image. `<img src>` is `/img?u=<the stored image URL>&f=<the card's illustration>`; the server
 * (server/routes/imageProxy.ts) fetches the image through the SSRF-safe fetcher and answers either the image or, when
 * it cannot be had (host offline or blocked, 404, not an image, too large), that illustration with status 200 (one of
 * ours in /images/categories; the story's category illustration when `f` names none), so the browser never logs a
 * failed image and the card shows the same picture it would have fallen back to itself.
 *
 * The address is built here, in the browser and on the server alike, from the stored URL alone. It carries no
 * signature: the server serves only URLs that an article readers may see has as its image (a database lookup), which
 * is what keeps it from being an open proxy. A signature would need the server's secret wherever an image address is
 * written, and cards get their image as the article's `imageUrl` only, also from the public API (the detail dialog),
 * whose `imageUrl` must stay the source's URL for other clients.
 */
import { isUsableImageUrl } from './images.ts';

/** The proxy's path; the source URL is the `u` query parameter, the illustration `f`. */
export const IMAGE_PROXY_PATH = '/img';

/** Where the illustrations live (public/images/categories): `<category>.svg` and the stories' variants. */
export const ILLUSTRATIONS_PATH = '/images/categories/';
const ILLUSTRATION_NAME = /^[a-z0-9-]{1,64}$/;

/** Longest source URL the proxy accepts (longer ones are refused; a card shows its illustration). */
export const IMAGE_PROXY_MAX_URL_LENGTH = 2048;

/**
 * Raw control characters: never in a URL written as a URL (they are percent-encoded), never in a stored image URL, and
 * PostgreSQL refuses a NUL in a query parameter, so `u=…%00` would otherwise reach the lookup and fail there (found by
 * `npm run security:scan`: wapiti's payloads answered 500).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * True when `url` may go through the proxy: a usable http(s) image URL (domain/images.ts), short enough, no credentials,
 * no raw control characters.
 */
export function isProxyableImageUrl(url: string | null | undefined): url is string {
  if (!url || url.length > IMAGE_PROXY_MAX_URL_LENGTH || CONTROL_CHARACTER.test(url) || !isUsableImageUrl(url)) return false;
  const parsed = new URL(url);
  return !parsed.username && !parsed.password;
}

/** The name of one of our illustrations from its address (`/images/categories/<name>.svg`), or null. */
export function illustrationName(path: string | null | undefined): string | null {
  if (!path?.startsWith(ILLUSTRATIONS_PATH) || !path.endsWith('.svg')) return null;
  const name = path.slice(ILLUSTRATIONS_PATH.length, -'.svg'.length);
  return ILLUSTRATION_NAME.test(name) ? name : null;
}

/**
 * Our address for the image at `url`, with the illustration at `fallback` (an /images/categories address) to answer
 * if the image cannot be had; null when `url` may not be proxied (the caller shows the illustration itself).
 */
export function imageProxyUrl(url: string | null | undefined, fallback?: string | null): string | null {
  if (!isProxyableImageUrl(url)) return null;
  const name = illustrationName(fallback);
  return `${IMAGE_PROXY_PATH}?u=${encodeURIComponent(url)}${name ? `&f=${name}` : ''}`;
}

/**
 * A proxy request's source URL (`u`: exactly one, proxyable) and illustration name (`f`: at most one, well formed,
 * else none), or null when `u` is unusable.
 */
export function imageProxyRequest(query: URLSearchParams): { source: string; illustration: string | null } | null {
  const sources = query.getAll('u');
  const source = sources.length === 1 ? sources[0] : undefined;
  if (!isProxyableImageUrl(source)) return null;
  const names = query.getAll('f');
  const illustration = names.length === 1 && ILLUSTRATION_NAME.test(names[0] ?? '') ? (names[0] as string) : null;
  return { source, illustration };
}
