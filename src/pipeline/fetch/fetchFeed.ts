/** Fetches one feed over HTTP with a total timeout, a body-size cap, SSRF protection and conditional GET. */
import { BlockedAddressError } from './addressPolicy.ts';
import { SafeGetError, safeHttpGet } from './safeHttpGet.ts';
import { decodeFeedBytes } from './decodeFeedBytes.ts';

/** Limits applied to every feed request. */
export interface FetchLimits {
  /** Whole request, redirects included, headers to last byte. */
  timeoutMs: number;
  /** Cap on the decoded body; holds for compressed bodies because it counts bytes after decompression. */
  maxBytes: number;
  /** Allow loopback/private addresses (local development and tests only; never for production feeds). */
  allowPrivateNetworks?: boolean;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 };

export const USER_AGENT = 'CreatorEconomyIndiaBot/0.1 (+https://creatoreconomy.in/about; feed reader)';

/** Longest Retry-After we honour (24 h): a feed asking for more is retried then anyway. */
export const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/** What the caller remembers from the last successful fetch. */
export interface ConditionalHeaders {
  etag?: string | null;
  lastModified?: string | null;
}

/** The outcome of one fetch; errors are values, never thrown, so one bad feed cannot stop a run. */
export type FetchOutcome =
  | { kind: 'ok'; status: number; body: string; etag: string | null; lastModified: string | null; responseTimeMs: number; finalUrl: string }
  | { kind: 'not-modified'; status: 304; responseTimeMs: number }
  | { kind: 'error'; status: number | null; message: string; responseTimeMs: number; retryAfterSeconds?: number };

/** Seconds from a Retry-After header (delta-seconds or HTTP date), capped at 24 h; undefined when absent or invalid. */
export function parseRetryAfter(value: string | undefined, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : Math.ceil((Date.parse(trimmed) - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, seconds));
}

/** GETs a feed URL safely (see safeHttpGet): http/https only, public addresses only unless allowed. */
export async function fetchFeed(
  url: string,
  conditional: ConditionalHeaders = {},
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
): Promise<FetchOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
  };
  if (conditional.etag) headers['if-none-match'] = conditional.etag;
  if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
  try {
    const res = await safeHttpGet(url, { headers, timeoutMs: limits.timeoutMs, maxBytes: limits.maxBytes, allowPrivateNetworks: limits.allowPrivateNetworks ?? false });
    if (res.status === 304) return { kind: 'not-modified', status: 304, responseTimeMs: elapsed() };
    if (res.status < 200 || res.status >= 300) {
      const retryAfterSeconds = res.status === 429 || res.status === 503 ? parseRetryAfter(res.headers['retry-after']) : undefined;
      return {
        kind: 'error',
        status: res.status,
        message: `HTTP ${res.status} ${res.statusText}`.trim(),
        responseTimeMs: elapsed(),
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      };
    }
    return {
      kind: 'ok',
      status: res.status,
      body: decodeFeedBytes(res.body, res.headers['content-type'] ?? null),
      etag: res.headers.etag ?? null,
      lastModified: res.headers['last-modified'] ?? null,
      responseTimeMs: elapsed(),
      finalUrl: res.finalUrl,
    };
  } catch (err) {
    return { kind: 'error', status: null, message: describeFetchError(err), responseTimeMs: elapsed() };
  }
}

function describeFetchError(err: unknown): string {
  if (err instanceof SafeGetError || err instanceof BlockedAddressError) return err.message;
  if (err instanceof Error) {
    const code = (err as Error & { code?: string }).code;
    return code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
  }
  return String(err);
}
