import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, startAppServer, type AppServer } from './support/appServer.ts';

// The two-command promise: `npm start` serves server-rendered articles that went through the pipeline,
// and a restart keeps exactly the same articles.
let storage: Awaited<ReturnType<typeof createStorage>>;
let app: AppServer;

beforeAll(async () => {
  storage = await createStorage();
  app = await startAppServer(storage);
});
afterAll(async () => {
  await app?.stop();
  await storage?.dispose();
});

interface ApiList {
  articles: { id: string; title: string }[];
  totalCount: number;
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('first start', () => {
  it('serves at least 10 article titles in the server-rendered home page, the same the API returns', async () => {
    const api = (await (await fetch(`${app.baseUrl}/api/articles?pageSize=24`)).json()) as ApiList;
    expect(api.totalCount).toBeGreaterThanOrEqual(10);
    const res = await fetch(`${app.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = decode(await res.text());
    const shown = api.articles.filter((a) => html.includes(a.title));
    expect(shown.length).toBeGreaterThanOrEqual(10);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await fetch(`${app.baseUrl}/some/unknown/path`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

  it('answers invalid API input with 400 and the error envelope', async () => {
    const res = await fetch(`${app.baseUrl}/api/articles?page=-1`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
  });

  it('keeps the same articles, without duplicates, after a restart', async () => {
    const list = async () => (await (await fetch(`${app.baseUrl}/api/articles?pageSize=100`)).json()) as ApiList;
    const before = await list();
    await app.stop();
    app = await startAppServer(storage);
    const after = await list();
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.articles.map((a) => a.id).sort()).toEqual(before.articles.map((a) => a.id).sort());
    expect(new Set(after.articles.map((a) => a.title)).size).toBe(after.articles.length);
  });
});
