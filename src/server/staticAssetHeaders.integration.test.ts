/**
 * The build's scripts and stylesheets carry only the headers a subresource uses (server/staticAssetHeaders.ts); pages
 * and API answers keep the full set.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';
import { DOCUMENT_ONLY_HEADERS } from './staticAssetHeaders.ts';

let t: TestDatabase;
let clientDir = '';
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  clientDir = mkdtempSync(path.join(tmpdir(), 'cei-assets-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'export const x = 1;\n'.repeat(100));
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.css'), 'body{margin:0}\n'.repeat(100));
  app = createApp({
    database: t.database,
    env: { NODE_ENV: 'production', SITE_NAME: 'Test', SITE_URL: 'http://localhost:3000', CONTACT_EMAIL: 'hello@example.com' },
    log: createLogger('silent'),
    clientDir,
  });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await t?.drop();
});

describe('static asset headers', () => {
  it.each(['/assets/entry-abc123.js', '/assets/app-abc123.css'])('%s has no document-only headers and keeps the subresource ones', async (p) => {
    const res = await app.request(p, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.has(name), name).toBe(false);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves every header on other answers', async () => {
    const res = await app.request('/api/categories');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.has(name), name).toBe(true);
  });
});
