/** POST /api/client-errors against the real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MAX_BODY_BYTES, newClientErrorId } from '../domain/clientErrors.ts';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const lines: Record<string, unknown>[] = [];
const env = { SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'test' as const };
const LIMIT = 3;

const fromIp = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const report = (overrides: Record<string, unknown> = {}) => ({
  errorId: newClientErrorId(),
  level: 'page',
  message: 'Cannot read properties of undefined',
  name: 'TypeError',
  stack: 'TypeError: Cannot read properties of undefined\n    at Widget (/assets/home-abc.js:1:2)',
  path: '/categories/creator-economy?page=2',
  occurredAt: new Date().toISOString(),
  ...overrides,
});

const post = (body: unknown, ip = freshIp(), headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  app.request('/api/client-errors', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }, fromIp(ip));

beforeAll(async () => {
  t = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = createApp({ database: t.database, env, log: pino({ level: 'info' }, sink), clientErrors: { rateLimit: { limit: LIMIT, windowMs: 60_000 } } });
});
afterAll(async () => {
  await t?.drop();
});

const logged = (errorId: string) => lines.find((l) => (l.clientError as { errorId?: string } | undefined)?.errorId === errorId);

describe('POST /api/client-errors', () => {
  it.each([
    ['component', 40, false],
    ['page', 50, false],
    ['critical', 50, true],
  ] as const)('accepts a %s report and logs it at pino level %i, fatal=%s', async (level, pinoLevel, fatal) => {
    const body = report({ level, boundary: level === 'component' ? 'Market insights widget' : undefined });
    const res = await post(body);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ received: true, errorId: body.errorId, fatal });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const line = logged(body.errorId);
    expect(line).toMatchObject({ level: pinoLevel, fatal, msg: 'client error', clientError: { level, path: body.path, message: body.message } });
  });

  it.each([
    ['an unknown level', { level: 'warning' }],
    ['a malformed error id', { errorId: 'x' }],
    ['an empty message', { message: '   ' }],
    ['a path on another origin', { path: 'https://evil.example/' }],
    ['a message over 1000 characters', { message: 'm'.repeat(1001) }],
    ['a bad date', { occurredAt: 'yesterday' }],
    ['an unknown field', { password: 'x' }],
  ])('refuses %s with 400 and names the field', async (_label, overrides) => {
    const res = await post(report(overrides));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('invalid_request');
  });

  it('refuses non-JSON bodies, invalid JSON and oversized bodies', async () => {
    expect((await post(report(), freshIp(), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('{not json', freshIp())).status).toBe(400);
    const big = report({ stack: 's'.repeat(CLIENT_ERROR_MAX_BODY_BYTES) });
    expect((await post(big)).status).toBe(413);
  });

  it(`allows ${LIMIT} reports a minute per address, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMIT; i++) expect((await post(report(), ip)).status).toBe(202);
    const refused = await post(report(), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another reader is not affected.
    expect((await post(report())).status).toBe(202);
  });

  it('is POST only', async () => {
    const res = await app.request('/api/client-errors');
    expect(res.status).toBe(404);
  });
});
