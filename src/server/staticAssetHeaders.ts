/**
 * The response headers of the build's hashed scripts and stylesheets (`/assets/*`): cached for a year (a new build
 * gives new names), and only the security headers that mean something for a subresource (issue 9).
 *
 * A public page loads some forty of these files, and each answer carried the full set of document headers: about 600
 * bytes, 260 of them for headers a browser reads only on a page it shows (framing, opener isolation, HSTS, old IE
 * switches). On a phone those bytes are part of the page's JavaScript weight (some 10 KB of it). They protect
 * nothing here: a script or stylesheet is never framed or opened as a page, and HSTS takes effect from the document,
 * which every visit fetches first and which keeps every header. Kept: `nosniff` (a script must be served as one),
 * `Cross-Origin-Resource-Policy` (other sites may not load our files) and `Referrer-Policy` (a stylesheet's own
 * requests, fonts and pictures, follow it).
 */
import type { MiddlewareHandler } from 'hono';

/** Headers secureHeaders sets that only a document uses. */
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Registered outside secureHeaders (it adds its headers on the way out, after the inner middleware have run). */
export const staticAssetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A missing file ends on the site's 404 page, which keeps a page's headers.
  if (c.res.headers.get('content-type')?.includes('text/html')) return;
  if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
};
