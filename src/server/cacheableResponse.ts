/**
 * Cacheable responses: a weak ETag over the body, 304 for a matching If-None-Match, and a gzip body made once per
 * value rather than once per request (the public list is asked for far more often than it changes).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress as brotliCallback, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

const gzip = promisify(gzipCallback);
const brotli = promisify(brotliCallback);

/** A body ready to send: its bytes, their weak ETag and, when made, the gzip bytes. */
export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
}

/** Weak, because the gzip and identity bytes are the same representation (RFC 9110 §8.8.1). */
export function weakEtag(body: string | Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The weights the client gives Brotli and gzip (each 0 when refused or not named; `*` stands for both). One parse. */
function codingWeights(header: string | undefined): { br: number; gzip: number } {
  if (!header) return { br: 0, gzip: 0 };
  const list = parseAccept(header);
  const any = list.find((a) => a.type === '*')?.q ?? 0;
  const weightOf = (codings: string[]) => list.find((a) => codings.includes(a.type.toLowerCase()))?.q ?? any;
  return { br: weightOf(['br']), gzip: weightOf(['gzip', 'x-gzip']) };
}

/** Whether the client accepts gzip: `gzip` or `*` listed without q=0 (the rule of Hono's compress middleware). */
export function acceptsGzip(header: string | undefined): boolean {
  return codingWeights(header).gzip > 0;
}

/** Whether If-None-Match names this ETag (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends the body with its ETag and Cache-Control, or 304 when the client has it. A precomputed gzip body is sent to
 * clients that accept gzip, with Content-Encoding set so the compress middleware leaves it alone; without one, the
 * middleware compresses as for any response.
 */
export function sendEncoded(c: Context, encoded: EncodedBody, opts: { contentType: string; cacheControl: string }): Response {
  const headers: Record<string, string> = { 'Content-Type': opts.contentType, 'Cache-Control': opts.cacheControl, ETag: encoded.etag, Vary: 'Accept-Encoding' };
  if (matchesEtag(c.req.header('if-none-match'), encoded.etag)) return new Response(null, { status: 304, headers });
  if (encoded.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    headers['Content-Encoding'] = 'gzip';
    return new Response(encoded.gzip, { status: 200, headers });
  }
  return new Response(encoded.body, { status: 200, headers });
}

const encodedJson = new WeakMap<object, Promise<EncodedBody>>();

/**
 * The JSON bytes, ETag and gzip bytes of a value, made once per value object (a cached list is the same object for
 * every request that gets it, so it is serialised and compressed once). Compression runs on libuv's thread pool.
 */
export function encodeJsonOnce(value: object): Promise<EncodedBody> {
  let encoded = encodedJson.get(value);
  if (!encoded) {
    const body = new TextEncoder().encode(JSON.stringify(value));
    encoded = gzip(body).then((zipped) => ({ body, etag: weakEtag(body), gzip: new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength) as Uint8Array<ArrayBuffer> }));
    encodedJson.set(value, encoded);
    encoded.catch(() => encodedJson.delete(value));
  }
  return encoded;
}

/** Bodies smaller than this go out as they are: the encoding's framing and a thread-pool round trip cost more than they save. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * zlib level for per-request answers (made for one reader, never reused): level 1 takes less than half the default's
 * CPU and gives JSON of this kind about 10 % more bytes, a better trade for an answer compressed on every request.
 */
const PER_REQUEST_GZIP_LEVEL = 1;
/**
 * Brotli quality for per-request answers, for clients that name `br` (every browser over HTTPS). Measured on a review
 * queue answer (140 KB of JSON): quality 1 takes 0.17 ms against gzip level 1's 0.44 ms, and is 5 % smaller.
 */
const PER_REQUEST_BROTLI_PARAMS = { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 };

/** The coding a JSON answer of `bytes` goes out in for this client: Brotli unless it weighs gzip higher, or none. */
function answerCoding(c: Context, bytes: number): 'br' | 'gzip' | null {
  if (bytes < COMPRESS_MIN_BYTES) return null;
  const weights = codingWeights(c.req.header('accept-encoding'));
  if (weights.br > 0 && weights.br >= weights.gzip) return 'br';
  return weights.gzip > 0 ? 'gzip' : null;
}

/** The JSON bytes compressed with the per-request settings, on libuv's thread pool. */
async function compressAnswer(body: Buffer<ArrayBuffer>, coding: 'br' | 'gzip'): Promise<Buffer<ArrayBuffer>> {
  return (await (coding === 'br' ? brotli(body, { params: { ...PER_REQUEST_BROTLI_PARAMS, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }) : gzip(body, { level: PER_REQUEST_GZIP_LEVEL }))) as Buffer<ArrayBuffer>;
}

/** A JSON answer's bytes and, per coding a client asked for, their compressed bytes (made once each). */
interface JsonAnswer {
  body: Buffer<ArrayBuffer>;
  coded: Partial<Record<'br' | 'gzip', Promise<Buffer<ArrayBuffer>>>>;
}

async function sendAnswer(c: Context, answer: JsonAnswer, opts: { cacheControl: string; status?: 200 | 201 }): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Cache-Control': opts.cacheControl, Vary: 'Accept-Encoding' };
  const status = opts.status ?? 200;
  const coding = answerCoding(c, answer.body.byteLength);
  if (!coding) return new Response(answer.body, { status, headers });
  let coded = answer.coded[coding];
  if (!coded) {
    coded = answer.coded[coding] = compressAnswer(answer.body, coding);
    // A failed compression is not kept for the next caller.
    coded.catch(() => delete answer.coded[coding]);
  }
  headers['Content-Encoding'] = coding;
  return new Response(await coded, { status, headers });
}

/**
 * Sends a JSON text made for this request (a signed-in reader's feed, a back-office list) in one buffer: compressed on
 * libuv's thread pool when the client accepts it, Brotli before gzip, not in the request thread as the compress
 * middleware's stream would, and written to the socket at once. Content-Encoding is set, so the middleware leaves it alone.
 */
export function sendJsonText(c: Context, json: string, opts: { cacheControl: string; status?: 200 | 201 }): Promise<Response> {
  return sendAnswer(c, { body: Buffer.from(json), coded: {} }, opts);
}

/**
 * Answers made from values that many requests share (a back-office read shared while it ran,
 * services/admin/sharedReads.ts): each value is presented and serialised by `toJson` once, and compressed once per
 * coding its clients ask for, however many requests it answers; sent as sendJsonText sends. Kept only while the value
 * is (a WeakMap): nothing outlives the shared read.
 */
export function sharedJsonAnswers<T extends object>(toJson: (value: T) => string) {
  const answers = new WeakMap<T, JsonAnswer>();
  return (c: Context, value: T, opts: { cacheControl: string }): Promise<Response> => {
    let answer = answers.get(value);
    if (!answer) answers.set(value, (answer = { body: Buffer.from(toJson(value)), coded: {} }));
    return sendAnswer(c, answer, opts);
  };
}
