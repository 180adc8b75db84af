/**
 * The image proxy (issue 9, "Offline images"; GET /img?u=…, domain/imageProxy.ts): article images fetched by the
 * server and served from our origin, so a reader's browser never asks another host for one and never logs a failed
 * image. The route answers the category illustration (200) whenever this service cannot give the image.
 *
 * - **Who may ask.** Only a URL that an article has as its image, and only when the actor may read that article
 *   (policies/article.ts: anyone a public story, moderators and admins any stored one, for the review queue's
 *   preview). One indexed lookup per request (db/queries/articleImages.ts), so a withdrawn story's image stops at once.
 * - **Fetching.** Through the SSRF-safe fetcher ingest uses (pipeline/fetch/safeHttpGet.ts: http/https only, every
 *   address and redirect checked at connect time), private networks only when FEED_ALLOW_PRIVATE_NETWORKS is on, at
 *   most 5 MB (counted after decompression), 8 s in all, 4 s to connect. Accepted: status 200, a declared JPEG, PNG,
 *   GIF, WebP or AVIF whose magic bytes are one of those too (domain/imageBytes.ts; served with the sniffed type).
 * - **Memory.** Images fetched are kept in a least-recently-used cache bounded in bytes (32 MB). Failures are kept
 *   10 minutes: an unreachable, refused, timed-out or private host for all its images (an offline host costs one fast
 *   failure, not one per card), a 404, a non-image, a too-large or too-slow body for that URL only. Requests for one URL while
 *   it is being fetched share that fetch (services/singleFlight.ts), and at most 8 fetches run at once (200 wait;
 *   beyond that the illustration, uncached).
 * - **Per client.** Only an image the proxy must fetch counts against the asking client's budget (`admitFetch`, the
 *   route's per-address limit IMAGE_MISS_RATE_LIMIT): one client asking for image after image it knows nobody viewed
 *   lately would otherwise keep the fetch queue full and push every reader's images out of memory. Images kept in
 *   memory and known failures are free; over the budget the client gets the illustration, uncached.
 * - **No resizing**: the bytes are passed through as the source sent them.
 */
import type { Db } from '../db/connection.ts';
import { articleWithImage } from '../db/queries/articleImages.ts';
import { findCategory, type CategorySlug } from '../domain/categories.ts';
import { declaredImageType, sniffImageType, type ProxiedImageType } from '../domain/imageBytes.ts';
import type { Actor } from '../domain/roles.ts';
import { BlockedAddressError, isPublicHostName } from '../pipeline/fetch/addressPolicy.ts';
import { USER_AGENT } from '../pipeline/fetch/fetchFeed.ts';
import { SafeGetError, safeHttpGet } from '../pipeline/fetch/safeHttpGet.ts';
import { can } from '../policies/can.ts';
import { createConcurrencyGate, GateFullError } from './concurrencyGate.ts';
import { createSingleFlight } from './singleFlight.ts';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 8_000;
export const IMAGE_CONNECT_TIMEOUT_MS = 4_000;
export const IMAGE_CACHE_BYTES = 32 * 1024 * 1024;
export const IMAGE_FAILURE_TTL_MS = 10 * 60_000;
/** Failures remembered at most (the oldest are forgotten first). */
export const IMAGE_FAILURES_KEPT = 10_000;
export const IMAGE_FETCH_CONCURRENCY = 8;
export const IMAGE_FETCH_QUEUE = 200;
/**
 * Images one client address may make the proxy fetch per minute (IMAGE_MISS_RATE_LIMIT): a reader going through six
 * pages of twenty cards nobody else opened lately. Images in memory do not count.
 */
export const DEFAULT_IMAGE_MISS_RATE_LIMIT = 120;
export const IMAGE_MISS_RATE_WINDOW_MS = 60_000;

const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9';
const BLOCKED = /not a public address/i;
/** Errors that say the host itself cannot be reached now (not just this file). */
const HOST_DOWN_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ETIMEDOUT']);

/** Why the image could not be served (the route says it in `X-Image-Fallback`). */
export type ImageFailureReason = 'unreachable' | 'blocked' | 'status' | 'type' | 'too-large' | 'busy' | 'limited';

/** Whether this client may make the proxy fetch one more image now (a per-client limit; false refuses). */
export type AdmitImageFetch = () => Promise<boolean>;

export type ImageAnswer =
  /** No article this actor may read has this image: the route answers 404. */
  | { kind: 'unknown' }
  /** `shared`: the article is public, so any cache may keep the answer (otherwise only a moderator's browser may). */
  | { kind: 'image'; type: ProxiedImageType; bytes: Uint8Array<ArrayBuffer>; shared: boolean }
  | { kind: 'fallback'; category: CategorySlug; reason: ImageFailureReason; shared: boolean };

export interface ImageProxyOptions {
  /** Private networks only when FEED_ALLOW_PRIVATE_NETWORKS is on (AppDeps `feeds.fetchLimits`); tests lower the rest. */
  allowPrivateNetworks?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  connectTimeoutMs?: number;
  cacheBytes?: number;
  failureTtlMs?: number;
  concurrency?: number;
  maxQueued?: number;
  /** The clock of the failure cache (tests move it). */
  now?: () => number;
}

export interface ImageProxy {
  /**
   * The image at `url` for `actor`, the illustration's category and why not, or `unknown`. `admitFetch` is asked only
   * when the image must be fetched from its source (not in memory, no failure remembered).
   */
  image(url: string, actor: Actor, admitFetch?: AdmitImageFetch): Promise<ImageAnswer>;
  /** Images and bytes kept, failures remembered (diagnostics and tests). */
  readonly stats: { images: number; bytes: number; failures: number };
}

type Fetched = { ok: true; type: ProxiedImageType; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: ImageFailureReason; scope: 'host' | 'url' };

function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

/** What a thrown fetch error means for this host and URL. */
function failureOf(err: unknown): Fetched & { ok: false } {
  if (err instanceof BlockedAddressError || (err instanceof Error && BLOCKED.test(err.message))) return { ok: false, reason: 'blocked', scope: 'host' };
  if (err instanceof SafeGetError) {
    if (err.code === 'ETOOLARGE') return { ok: false, reason: 'too-large', scope: 'url' };
    // No connection within the connect timeout: the host is down or dropping packets. A body that is merely slow
    // (the total timeout) says nothing about the host's other images.
    if (err.code === 'ETIMEDOUT') return { ok: false, reason: 'unreachable', scope: /^Could not connect/.test(err.message) ? 'host' : 'url' };
    return { ok: false, reason: 'unreachable', scope: 'url' };
  }
  const code = (err as { code?: unknown } | null)?.code;
  return { ok: false, reason: 'unreachable', scope: typeof code === 'string' && HOST_DOWN_CODES.has(code) ? 'host' : 'url' };
}

export function createImageProxy(db: Db, options: ImageProxyOptions = {}): ImageProxy {
  const allowPrivate = options.allowPrivateNetworks ?? false;
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const cacheBytes = options.cacheBytes ?? IMAGE_CACHE_BYTES;
  const failureTtlMs = options.failureTtlMs ?? IMAGE_FAILURE_TTL_MS;
  const now = options.now ?? Date.now;
  const gate = createConcurrencyGate({ limit: options.concurrency ?? IMAGE_FETCH_CONCURRENCY, maxQueued: options.maxQueued ?? IMAGE_FETCH_QUEUE });
  const flights = createSingleFlight<string, Fetched>();

  // Least recently used first (a Map keeps insertion order; a hit is moved to the end).
  const images = new Map<string, { type: ProxiedImageType; bytes: Uint8Array<ArrayBuffer> }>();
  let imageBytes = 0;
  // `host:…` and `url:…` keys, oldest first.
  const failures = new Map<string, { until: number; reason: ImageFailureReason }>();

  const keep = (url: string, image: { type: ProxiedImageType; bytes: Uint8Array<ArrayBuffer> }) => {
    if (image.bytes.byteLength > cacheBytes) return;
    images.set(url, image);
    imageBytes += image.bytes.byteLength;
    for (const [oldest, old] of images) {
      if (imageBytes <= cacheBytes) break;
      images.delete(oldest);
      imageBytes -= old.bytes.byteLength;
    }
  };

  const failure = (key: string): ImageFailureReason | null => {
    const f = failures.get(key);
    if (!f) return null;
    if (f.until > now()) return f.reason;
    failures.delete(key);
    return null;
  };

  const remember = (key: string, reason: ImageFailureReason) => {
    failures.delete(key);
    failures.set(key, { until: now() + failureTtlMs, reason });
    for (const oldest of failures.keys()) {
      if (failures.size <= IMAGE_FAILURES_KEPT) break;
      failures.delete(oldest);
    }
  };

  const fetchImage = async (url: string): Promise<Fetched> => {
    // Plainly private names and addresses are refused before any connection; names are checked again at connect.
    if (!allowPrivate && !isPublicHostName(new URL(url).hostname)) return { ok: false, reason: 'blocked', scope: 'host' };
    try {
      const res = await safeHttpGet(url, {
        headers: { 'user-agent': USER_AGENT, accept: ACCEPT },
        timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
        connectTimeoutMs: options.connectTimeoutMs ?? IMAGE_CONNECT_TIMEOUT_MS,
        maxBytes,
        allowPrivateNetworks: allowPrivate,
      });
      if (res.status !== 200) return { ok: false, reason: 'status', scope: 'url' };
      const type = sniffImageType(res.body);
      if (!declaredImageType(res.headers['content-type']) || !type) return { ok: false, reason: 'type', scope: 'url' };
      // safeHttpGet copies the body into a buffer of its own (never shared memory).
      return { ok: true, type, bytes: res.body as Uint8Array<ArrayBuffer> };
    } catch (err) {
      return failureOf(err);
    }
  };

  /** The image at `url` from memory or its source; a failure is remembered for its host or URL. */
  const load = async (url: string, admitFetch: AdmitImageFetch | undefined): Promise<Fetched> => {
    const cached = images.get(url);
    if (cached) {
      images.delete(url);
      images.set(url, cached);
      return { ok: true, ...cached };
    }
    const host = hostOf(url);
    const known = failure(`host:${host}`) ?? failure(`url:${url}`);
    if (known) return { ok: false, reason: known, scope: 'url' };
    // Not remembered as a failure: the image is fine, this client has asked for too many.
    if (admitFetch && !(await admitFetch())) return { ok: false, reason: 'limited', scope: 'url' };
    return flights.run(url, async () => {
      let fetched: Fetched;
      try {
        fetched = await gate.run(() => fetchImage(url));
      } catch (err) {
        if (err instanceof GateFullError) return { ok: false, reason: 'busy', scope: 'url' };
        throw err;
      }
      if (fetched.ok) keep(url, { type: fetched.type, bytes: fetched.bytes });
      else remember(fetched.scope === 'host' ? `host:${host}` : `url:${url}`, fetched.reason);
      return fetched;
    });
  };

  return {
    async image(url, actor, admitFetch) {
      const article = await articleWithImage(db, url);
      if (!article || !can(actor, 'read', { kind: 'article', isPublic: article.isPublic })) return { kind: 'unknown' };
      const category = findCategory(article.category)?.slug ?? 'general';
      const fetched = await load(url, admitFetch);
      const shared = article.isPublic;
      return fetched.ok ? { kind: 'image', type: fetched.type, bytes: fetched.bytes, shared } : { kind: 'fallback', category, reason: fetched.reason, shared };
    },
    get stats() {
      return { images: images.size, bytes: imageBytes, failures: failures.size };
    },
  };
}
