/**
 * Refuses state-changing requests that a browser sent from another origin (cross-site request forgery): every
 * method but GET, HEAD and OPTIONS, on every route (API, page actions, forms), with 403 `forbidden`.
 *
 * Browsers say where a request comes from: `Origin` on every POST/PUT/PATCH/DELETE (also forms and `sendBeacon`),
 * `Sec-Fetch-Site` on every request of a current browser, and usually `Referer`. A request passes when its origin is
 * this site: the origin the request was addressed to (scheme and `Host`) or SITE_URL's (the public address behind a
 * proxy). A request carrying none of the three comes from a program, not a browser page (curl, a feed reader, a
 * server), which a forged request cannot be: it passes. A provider's webhook (`/api/webhooks/…`) is exempt: it is
 * authenticated by its signature, not by where it comes from.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '../errors.ts';

/** Methods that change nothing (RFC 9110 safe methods): never checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Paths whose callers prove themselves otherwise (a signature over the body). */
export const ORIGIN_CHECK_EXEMPT_PREFIXES = ['/api/webhooks/'] as const;

/** What the decision reads from a request. */
export interface RequestOriginFacts {
  method: string;
  /** The origin the request was addressed to, e.g. `http://127.0.0.1:3000` (scheme and Host header). */
  requestOrigin: string;
  origin?: string | null;
  referer?: string | null;
  secFetchSite?: string | null;
}

/** The origin of an absolute http(s) URL, or null for anything else (`null`, `file:`, garbage). */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Why a request must be refused, or null when it may proceed. `siteOrigins` are the origins this site is served
 * under besides the request's own (SITE_URL's).
 */
export function crossOriginRefusal(facts: RequestOriginFacts, siteOrigins: readonly string[]): string | null {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return null;
  const allowed = new Set([httpOrigin(facts.requestOrigin), ...siteOrigins.map(httpOrigin)].filter((o): o is string => o !== null));
  if (facts.origin) {
    const origin = httpOrigin(facts.origin);
    return origin !== null && allowed.has(origin) ? null : `Origin ${facts.origin.slice(0, 200)} is not this site`;
  }
  if (facts.referer) {
    const origin = httpOrigin(facts.referer);
    return origin !== null && allowed.has(origin) ? null : 'the Referer is not this site';
  }
  // A browser that sends neither (a privacy setting may strip Referer) still says which site the request came from.
  const site = facts.secFetchSite?.toLowerCase();
  if (site && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site is ${site.slice(0, 40)}`;
  return null;
}

/** The middleware; `siteUrl` is SITE_URL. */
export function originCheck(options: { siteUrl: string }): MiddlewareHandler {
  const siteOrigins = [options.siteUrl];
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_CHECK_EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    const refusal = crossOriginRefusal(
      {
        method: c.req.method,
        requestOrigin: requestOrigin(c),
        origin: c.req.header('origin'),
        referer: c.req.header('referer'),
        secFetchSite: c.req.header('sec-fetch-site'),
      },
      siteOrigins,
    );
    if (refusal === null) return next();
    const message = `Cross-origin request refused: ${refusal}. Send it from this site's own pages.`;
    return c.req.path.startsWith('/api/') ? errorResponse(c, 403, 'forbidden', message) : c.text(message, 403);
  };
}

/** The origin this request was addressed to: the URL's scheme with the Host header the client sent. */
function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('host') ?? url.host;
  return `${url.protocol}//${host}`;
}
