import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorResponse } from '../errors.ts';
import { countingLimiter } from '../../testing/countingLimiter.ts';
import { jsonBody } from './jsonBody.ts';
import { rateLimit } from './rateLimit.ts';

const schema = z.object({ term: z.string().min(2, 'at least 2 characters') });

function app() {
  const a = new Hono();
  a.onError((err, c) => (err instanceof ApiError ? errorResponse(c, err.status, err.code, err.message, err.details) : c.text('boom', 500)));
  a.post(
    '/t',
    rateLimit({ limiter: countingLimiter(2), clientAddress: (c) => c.req.header('x-client') ?? 'x', what: 'tests' }),
    jsonBody(schema, { maxBytes: 64, example: '{"term": "…"}' }),
    (c) => c.json({ got: c.get('body').term }),
  );
  return a;
}

const post = (a: Hono, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  a.request('/t', { method: 'POST', body, headers: { 'x-client': crypto.randomUUID(), ...headers } });

describe('jsonBody', () => {
  it('hands the parsed, validated body to the route', async () => {
    const res = await post(app(), '{"term":"creators"}', { 'content-type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ got: 'creators' });
  });

  it.each([
    ['another content type', '{"term":"creators"}', { 'content-type': 'text/plain' }, 415, 'unsupported_media_type'],
    ['no content type', new Blob(['{"term":"creators"}']), {}, 415, 'unsupported_media_type'],
    ['broken JSON', '{"term":', { 'content-type': 'application/json' }, 400, 'invalid_request'],
    ['a field against the schema', '{"term":"a"}', { 'content-type': 'application/json' }, 400, 'invalid_request'],
    ['65 bytes (cap 64)', JSON.stringify({ term: 'x'.repeat(54) }), { 'content-type': 'application/json' }, 413, 'payload_too_large'],
  ] as const)('refuses %s', async (_name, body, headers, status, code) => {
    const res = await post(app(), body, headers);
    expect(res.status).toBe(status);
    expect((await res.json()).error.code).toBe(code);
  });

  it('takes exactly 64 bytes, and counts a streamed body without Content-Length', async () => {
    const exact = JSON.stringify({ term: 'x'.repeat(53) });
    expect(new TextEncoder().encode(exact).length).toBe(64);
    expect((await post(app(), exact)).status).toBe(200);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"term":"'));
        controller.enqueue(new TextEncoder().encode('y'.repeat(100)));
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const res = await app().request('/t', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('names the failing field', async () => {
    const body = await (await post(app(), '{"term":"a"}')).json();
    expect(body.error.details).toEqual([{ field: 'term', message: 'at least 2 characters' }]);
  });
});

describe('rateLimit', () => {
  it('lets the limit through per client, then answers 429 with Retry-After, before reading the body', async () => {
    const a = app();
    const send = (client: string, body = '{"term":"creators"}') => a.request('/t', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-client': client } });
    const first = await send('A');
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect((await send('A', 'not json')).status).toBe(400); // malformed requests count too
    const third = await send('A');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('60');
    expect((await third.json()).error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many tests') });
    expect((await send('B')).status).toBe(200);
  });
});
