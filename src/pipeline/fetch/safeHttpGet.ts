/**
 * A GET that is safe to point at URLs we do not control (the model is Miniflux's fetcher): http/https only,
 * the resolved IP checked at connect time (no DNS-rebinding window), every redirect re-checked (at most 5),
 * connect and total timeouts, and a body cap counted after decompression (so gzip bombs stop early).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { BlockedAddressError, isPublicAddress } from './addressPolicy.ts';

export const MAX_REDIRECTS = 5;

/** Limits and policy of one request. */
export interface SafeGetOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  connectTimeoutMs?: number;
  maxBytes: number;
  /** Allows loopback and private addresses (local development, tests, our own sample server). */
  allowPrivateNetworks?: boolean;
}

/** A completed response (any status). */
export interface SafeGetResponse {
  status: number;
  statusText: string;
  headers: Record<string, string | undefined>;
  body: Uint8Array;
  finalUrl: string;
}

/** Failures with a stable code. */
export class SafeGetError extends Error {
  constructor(
    readonly code: 'EBLOCKEDADDRESS' | 'EBADSCHEME' | 'ETOOMANYREDIRECTS' | 'ETOOLARGE' | 'ETIMEDOUT' | 'ECONNECT' | 'EBADURL',
    message: string,
  ) {
    super(message);
  }
}

/** A DNS lookup that refuses non-public addresses unless allowed. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = (addresses as unknown as LookupAddress[]) ?? [];
      const usable = allowPrivate ? list : list.filter((a) => isPublicAddress(a.address));
      if (usable.length === 0) {
        const first = list[0]?.address ?? 'no address';
        return callback(new BlockedAddressError(hostname, first), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      const pick = usable[0] as LookupAddress;
      callback(null, pick.address, pick.family);
    });
  };
}

function decoderFor(encoding: string | undefined): NodeJS.ReadWriteStream | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

function flattenHeaders(res: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(res.headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const decoder = decoderFor(res.headers['content-encoding']);
  const stream: Readable = decoder ? (res.pipe(decoder) as unknown as Readable) : res;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      if (signal.aborted) throw new SafeGetError('ETIMEDOUT', 'Timed out');
      const buf = chunk as Buffer;
      total += buf.byteLength;
      if (total > maxBytes) throw new SafeGetError('ETOOLARGE', `Feed larger than ${maxBytes} bytes`);
      chunks.push(buf);
    }
  } finally {
    res.destroy();
    (decoder as unknown as Readable | null)?.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function requestOnce(url: URL, opts: SafeGetOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const allowPrivate = opts.allowPrivateNetworks ?? false;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate && !isPublicAddress(literal)) {
    return Promise.reject(new BlockedAddressError(url.hostname, literal));
  }
  const mod = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = mod.request(url, {
      method: 'GET',
      headers: { 'accept-encoding': 'gzip, deflate, br', ...opts.headers },
      lookup: guardedLookup(allowPrivate),
      signal,
      // Fresh connection per request: a pooled socket must not skip the address check.
      agent: false,
    });
    const connectTimer = setTimeout(() => req.destroy(new SafeGetError('ETIMEDOUT', `Could not connect within ${opts.connectTimeoutMs ?? 10_000} ms`)), opts.connectTimeoutMs ?? 10_000);
    req.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
    });
    req.on('response', (res) => {
      clearTimeout(connectTimer);
      resolve(res);
    });
    req.on('error', (err) => {
      clearTimeout(connectTimer);
      reject(err);
    });
    req.end();
  });
}

/** GETs `rawUrl`, following up to 5 redirects, each checked like the first request. */
export async function safeHttpGet(rawUrl: string, opts: SafeGetOptions): Promise<SafeGetResponse> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new SafeGetError('EBADURL', `Invalid URL: ${rawUrl}`);
  }
  const signal = AbortSignal.timeout(opts.timeoutMs);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeGetError('EBADSCHEME', `Unsupported URL scheme ${url.protocol}`);
    let res: IncomingMessage;
    try {
      res = await requestOnce(url, opts, signal);
    } catch (err) {
      if (signal.aborted) throw new SafeGetError('ETIMEDOUT', `Timed out after ${opts.timeoutMs} ms`);
      throw err;
    }
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (status >= 300 && status < 400 && status !== 304 && location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new SafeGetError('ETOOMANYREDIRECTS', `More than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
      continue;
    }
    try {
      const body = status === 304 || status === 204 ? (res.resume(), new Uint8Array()) : await readBody(res, opts.maxBytes, signal);
      return { status, statusText: res.statusMessage ?? '', headers: flattenHeaders(res), body, finalUrl: url.toString() };
    } catch (err) {
      if (signal.aborted && !(err instanceof SafeGetError && err.code === 'ETOOLARGE')) throw new SafeGetError('ETIMEDOUT', `Timed out after ${opts.timeoutMs} ms`);
      throw err;
    }
  }
}
