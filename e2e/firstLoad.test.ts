/**
 * What a public page makes the browser fetch before it can paint and hydrate (issue 9): the scripts its HTML
 * preloads and imports, read from the built app's pages over HTTP. No zod (the shared schemas are marked so a page
 * that only reads their constants leaves them out: src/domain/defineSchema.ts), none of the back office's chunks,
 * and a compressed total within a budget, so a change that pulls a large module back into every page fails here
 * rather than only in `npm run bench:web`.
 */
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { app, CATEGORY_SLUG, newPage, open, url } from './support/index.ts';

/**
 * Compressed JavaScript a page may preload: the current figures (2026-11-28, phone menu loaded on first use: 163, 151,
 * 145 KB; 2026-12-07, the article and category pages islands documents: 87 KB each, and then home too: 88 KB) plus
 * headroom.
 */
const BUDGET_KB = { home: 100, category: 100, article: 100 };

/** Strings only zod's schema code contains (its issue codes), not its small core that root.tsx configures. */
const ZOD_MARKS = ['invalid_type', 'too_small'];

interface FirstLoad {
  scripts: { file: string; code: string }[];
  kb: number;
  /** The page's module preload tags and inline module script opening tags, as served. */
  preloads: string[];
  moduleScripts: string[];
}

const fetched = new Map<string, string>();

async function firstLoad(path: string): Promise<FirstLoad> {
  const res = await fetch(`${app.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  // modulepreload links (React Router's <Scripts>) and the inline module script's own imports, both written inert by
  // the server until the page has loaded (src/web/lib/deferredScripts.ts).
  const preloads = [...html.matchAll(/<link rel="(?:cei-)?modulepreload"[^>]*>/g)].map((m) => m[0]);
  const files = new Set([
    ...preloads.map((tag) => /href="(\/assets\/[^"]+\.js)"/.exec(tag)?.[1] as string),
    ...[...html.matchAll(/(?:from|import\()\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string),
  ]);
  const scripts: FirstLoad['scripts'] = [];
  for (const file of files) {
    let code = fetched.get(file);
    if (code === undefined) {
      const script = await fetch(`${app.baseUrl}${file}`);
      expect(script.status, file).toBe(200);
      code = await script.text();
      fetched.set(file, code);
    }
    scripts.push({ file, code });
  }
  const bytes = scripts.reduce((n, s) => n + gzipSync(s.code).length, 0);
  const moduleScripts = [...html.matchAll(/<script[^>]*type="(?:module|cei\/module)"[^>]*>/g)].map((m) => m[0]);
  return { scripts, kb: bytes / 1024, preloads, moduleScripts };
}

let articlePath = '';

beforeAll(async () => {
  const html = await (await fetch(`${app.baseUrl}/categories/${CATEGORY_SLUG}`)).text();
  articlePath = /href="(\/articles\/[^"?]+)"/.exec(html)?.[1] ?? '';
  expect(articlePath).not.toBe('');
});

describe('first load of the public pages', () => {
  const pages = [
    { name: 'home', path: () => '/' },
    { name: 'category', path: () => `/categories/${CATEGORY_SLUG}` },
    { name: 'article', path: () => articlePath },
  ] as const;

  for (const page of pages) {
    it(`${page.name}: no zod, no back-office chunk, and at most ${BUDGET_KB[page.name]} KB of compressed script`, async () => {
      const { scripts, kb } = await firstLoad(page.path());
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => ZOD_MARKS.some((mark) => s.code.includes(mark))).map((s) => s.file)).toEqual([]);
      // The back office's screens (recharts for the analytics charts, the admin layout) load only there.
      expect(scripts.filter((s) => /\/(analytics|layout)-/.test(s.file) || s.code.includes('recharts')).map((s) => s.file)).toEqual([]);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB[page.name]);
    });

    it(`${page.name}: the HTML asks for no script before the page has loaded`, async () => {
      const { preloads, moduleScripts } = await firstLoad(page.path());
      expect(preloads.length).toBeGreaterThan(1);
      expect(preloads.filter((tag) => !tag.startsWith('<link rel="cei-modulepreload"'))).toEqual([]);
      expect(moduleScripts).toHaveLength(1);
      expect(moduleScripts.filter((tag) => !tag.includes('type="cei/module"'))).toEqual([]);
    });

    it(`${page.name}: in the browser the scripts start after the load event, the page hydrates without an error, and no zod follows`, async () => {
      const { page: tab, errors } = await open(page.path(), { width: 390, height: 844 });
      const timing = await tab.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name));
        return { loadEventStart: nav.loadEventStart, firstScript: Math.min(...scripts.map((e) => e.startTime)), scripts: scripts.length };
      });
      expect(timing.scripts).toBeGreaterThan(1);
      expect(timing.loadEventStart).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEventStart);
      expect(errors).toEqual([]);
      // What the server wrote inert is live again: every module it preloads was fetched. (Not a count of live
      // <link rel="modulepreload"> elements: React's hydration claims the ones the loader puts back as its own
      // <Scripts> preloads and removes them when <Scripts> renders nothing after hydration, which on a loaded run
      // came before the check.)
      const preloads = await tab.evaluate(() => {
        const fetched = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
        const inert = [...document.querySelectorAll('link[rel="cei-modulepreload"]')].map((l) => l.getAttribute('href') ?? '');
        return { inert: inert.length, notFetched: inert.filter((href) => !fetched.has(href)) };
      });
      expect(preloads.inert).toBeGreaterThan(1);
      expect(preloads.notFetched).toEqual([]);
      // Nor does zod come after hydration on a phone: the live-update notice fetches its event check with the first
      // event, and the home page's side widgets (below twenty stories) when the reader scrolls towards them.
      await tab.waitForTimeout(1000);
      const after = await tab.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /^\/assets\/.*\.js$/.test(p)));
      const withZod: string[] = [];
      for (const file of after) {
        const code = fetched.get(file) ?? (await (await fetch(`${app.baseUrl}${file}`)).text());
        fetched.set(file, code);
        if (ZOD_MARKS.some((mark) => code.includes(mark))) withZod.push(file);
      }
      expect(withZod).toEqual([]);
    });
  }

  it('serves scripts and the stylesheet Brotli-compressed to a browser that accepts it, and gzip to one that does not', async () => {
    // Home, an islands document, and Contact, a page that boots the app.
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const islands = /href="(\/assets\/islands-[^"]+\.js)"/.exec(html)?.[1];
    const vendor = /href="(\/assets\/vendor-[^"]+\.js)"/.exec(await (await fetch(`${app.baseUrl}/contact`)).text())?.[1];
    expect(stylesheet).toBeDefined();
    expect(islands).toBeDefined();
    expect(vendor).toBeDefined();
    for (const file of [stylesheet, islands, vendor] as string[]) {
      const br = await fetch(`${app.baseUrl}${file}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding'), file).toBe('br');
      expect(br.headers.get('vary')?.toLowerCase(), file).toContain('accept-encoding');
      expect(br.headers.get('cache-control'), file).toContain('immutable');
      const gzip = await fetch(`${app.baseUrl}${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding'), file).toBe('gzip');
      // The same file either way.
      expect(await br.text()).toBe(await gzip.text());
    }
  });

  it('a picture that holds up the load event does not hold up the scripts for more than 2 s', async () => {
    const { page: tab, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    // Every picture of the page (proxied photographs and illustrations alike) answers only after 8 s, so `load` fires late.
    await tab.route('**/*', async (route) => {
      if (route.request().resourceType() === 'image') await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue().catch(() => {});
    });
    await tab.goto(url('/'), { waitUntil: 'domcontentloaded' });
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 7000 });
    // Hydrated while the pictures still hold up `load`: the loader's deadline (2 s after the document was parsed) fired.
    expect(await tab.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart)).toBe(0);
    expect(errors).toEqual([]);
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
