/**
 * GET /img?u=<article image URL>&f=<illustration> (issue 9; domain/imageProxy.ts builds the address,
 * services/imageProxy.ts decides): the image from our origin, or with status 200 when the image cannot be had the
 * illustration `f` names (the card's own fallback; one of ours, else the story's category illustration), so a
 * reader's browser never logs a failed image. The image is cached a day (`immutable`: a URL's bytes are not
 * expected to change), the illustration 5 minutes, so a host back online is tried again. Every answer is
 * `nosniff` with a CSP that lets nothing in it run (an image opened on its own is a document too).
 * 400 without one usable `u`, 404 with the error envelope when no article the requester may read has that image.
 * A client over its budget of images to fetch (IMAGE_MISS_RATE_LIMIT) gets the illustration too, uncached, with
 * `X-Image-Fallback: limited`: a reader's page keeps its layout and its console stays clean.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { IMAGE_PROXY_PATH, imageProxyRequest } from '../../domain/imageProxy.ts';
import type { AdmitImageFetch, ImageProxy } from '../../services/imageProxy.ts';
import { errorResponse } from '../errors.ts';
import type { SessionVariables } from '../middleware/session.ts';

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
export const FALLBACK_CACHE_CONTROL = 'public, max-age=300';
/** Nothing inside a served image or illustration may fetch or run anything. */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ILLUSTRATIONS_DIR = new URL('../../../public/images/categories/', import.meta.url);
let illustrations: Map<string, Uint8Array<ArrayBuffer>> | undefined;

/**
 * The illustration named `name` if it is one of ours, else the category's own (public/images/categories, the files
 * the cards fall back to; all read once, a few kilobytes each, so a name is never a path).
 */
function illustration(name: string | null, category: string): Uint8Array<ArrayBuffer> {
  illustrations ??= new Map(
    readdirSync(ILLUSTRATIONS_DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [f.slice(0, -'.svg'.length), new Uint8Array(readFileSync(new URL(f, ILLUSTRATIONS_DIR)))]),
  );
  const svg = (name ? illustrations.get(name) : undefined) ?? illustrations.get(category) ?? illustrations.get('general');
  if (!svg) throw new Error(`no illustration for ${category} in ${ILLUSTRATIONS_DIR.pathname}`);
  return svg;
}

/** `admitFetchFor`: the per-client limit of images the proxy must fetch (server/app.ts: IMAGE_MISS_RATE_LIMIT). */
export function imageProxyRoutes(proxy: ImageProxy, admitFetchFor?: (c: Context) => AdmitImageFetch): Hono<{ Variables: SessionVariables }> {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.get(IMAGE_PROXY_PATH, async (c) => {
    const request = imageProxyRequest(new URL(c.req.url).searchParams);
    if (!request) return errorResponse(c, 400, 'invalid_request', 'u must be one http(s) image URL of at most 2048 characters');
    const answer = await proxy.image(request.source, c.get('actor'), admitFetchFor?.(c));
    if (answer.kind === 'unknown') {
      c.header('Cache-Control', 'no-store');
      return errorResponse(c, 404, 'not_found', 'No article has this image');
    }
    const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': IMAGE_CSP };
    if (answer.kind === 'image') {
      headers['Content-Type'] = answer.type;
      headers['Cache-Control'] = answer.shared ? IMAGE_CACHE_CONTROL : 'private, max-age=3600';
      return c.body(answer.bytes, 200, headers);
    }
    headers['Content-Type'] = 'image/svg+xml';
    // Too many fetches waiting, or too many asked by this client: nothing was learnt about the image, so no cache may
    // keep this answer.
    headers['Cache-Control'] = answer.reason === 'busy' || answer.reason === 'limited' ? 'no-store' : answer.shared ? FALLBACK_CACHE_CONTROL : 'private, max-age=300';
    headers['X-Image-Fallback'] = answer.reason;
    return c.body(illustration(request.illustration, answer.category), 200, headers);
  });
  return app;
}
