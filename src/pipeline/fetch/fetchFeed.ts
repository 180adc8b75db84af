/** Fetches one feed over HTTP with a total timeout, a body-size cap and conditional GET. */

/** Limits applied to every feed request. */
export interface FetchLimits {
  /** Whole request, headers to last byte. */
  timeoutMs: number;
  /** Cap on the decoded body; holds for compressed bodies because it counts bytes after decompression. */
  maxBytes: number;
}

export const DEFAULT_FETCH_LIMITS: FetchLimits = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024 };

export const USER_AGENT = 'CreatorNewsHub/0.1 (+https://github.com/creator-news-hub; feed reader)';

/** What the caller remembers from the last successful fetch. */
export interface ConditionalHeaders {
  etag?: string | null;
  lastModified?: string | null;
}

/** The outcome of one fetch; errors are values, never thrown, so one bad feed cannot stop a run. */
export type FetchOutcome =
  | { kind: 'ok'; status: number; body: string; etag: string | null; lastModified: string | null; responseTimeMs: number; finalUrl: string }
  | { kind: 'not-modified'; status: 304; responseTimeMs: number }
  | { kind: 'error'; status: number | null; message: string; responseTimeMs: number };

/** Thrown internally when the body exceeds the cap. */
class BodyTooLargeError extends Error {}

/** GETs a feed URL. Only http and https are accepted. */
export async function fetchFeed(
  url: string,
  conditional: ConditionalHeaders = {},
  limits: FetchLimits = DEFAULT_FETCH_LIMITS,
): Promise<FetchOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'error', status: null, message: `Invalid feed URL: ${url}`, responseTimeMs: 0 };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { kind: 'error', status: null, message: `Unsupported URL scheme ${parsed.protocol}`, responseTimeMs: 0 };
  }
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
  };
  if (conditional.etag) headers['if-none-match'] = conditional.etag;
  if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
  try {
    const res = await fetch(parsed, { headers, redirect: 'follow', signal: AbortSignal.timeout(limits.timeoutMs) });
    if (res.status === 304) {
      await res.body?.cancel();
      return { kind: 'not-modified', status: 304, responseTimeMs: elapsed() };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { kind: 'error', status: res.status, message: `HTTP ${res.status} ${res.statusText}`.trim(), responseTimeMs: elapsed() };
    }
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > limits.maxBytes && !res.headers.get('content-encoding')) {
      await res.body?.cancel();
      return { kind: 'error', status: res.status, message: `Feed larger than ${limits.maxBytes} bytes`, responseTimeMs: elapsed() };
    }
    const bytes = await readCapped(res, limits.maxBytes);
    return {
      kind: 'ok',
      status: res.status,
      body: decodeBody(bytes, res.headers.get('content-type')),
      etag: res.headers.get('etag'),
      lastModified: res.headers.get('last-modified'),
      responseTimeMs: elapsed(),
      finalUrl: res.url || url,
    };
  } catch (err) {
    return { kind: 'error', status: null, message: describeFetchError(err, limits), responseTimeMs: elapsed() };
  }
}

async function readCapped(res: Response, maxBytes: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(`Feed larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

// As browsers do (WHATWG Encoding), ISO-8859-1 labels decode as windows-1252; Node's decoder maps 0x80-0x9F to C1 controls instead.
const WINDOWS_1252_ALIASES = new Set(['windows-1252', 'cp1252', 'iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii']);
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...chunk).replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c);
  }
  return out;
}

/** Decodes with the charset from the Content-Type header or the XML declaration, defaulting to UTF-8. */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromXml = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  const charset = (fromHeader ?? fromXml ?? 'utf-8').toLowerCase();
  if (WINDOWS_1252_ALIASES.has(charset)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function describeFetchError(err: unknown, limits: FetchLimits): string {
  if (err instanceof BodyTooLargeError) return err.message;
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return `Timed out after ${limits.timeoutMs} ms`;
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code) return `${cause.code}: ${cause.message ?? err.message}`;
    return err.message;
  }
  return String(err);
}
