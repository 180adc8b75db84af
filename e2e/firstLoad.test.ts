/**
 * What a public page makes the browser fetch before it can paint and hydrate (issue 9): the scripts its HTML
 * preloads and imports, read from the built app's pages over HTTP. No zod (the shared schemas are marked so a page
 * that only reads their constants leaves them out: src/domain/defineSchema.ts), none of the back office's chunks,
 * and a compressed total within a budget, so a change that pulls a large module back into every page fails here
 * rather than only in `npm run bench:web`.
 */
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { app, CATEGORY_SLUG } from './support/index.ts';

/** Compressed JavaScript a page may preload: the current figures (2026-11-28, phone menu loaded on first use: 163, 151, 145 KB) plus headroom. */
const BUDGET_KB = { home: 175, category: 165, article: 160 };

/** Strings only zod's schema code contains (its issue codes), not its small core that root.tsx configures. */
const ZOD_MARKS = ['invalid_type', 'too_small'];

interface FirstLoad {
  scripts: { file: string; code: string }[];
  kb: number;
}

const fetched = new Map<string, string>();

async function firstLoad(path: string): Promise<FirstLoad> {
  const res = await fetch(`${app.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  // modulepreload links (React Router's <Scripts>) and the inline module script's own imports.
  const files = new Set([...html.matchAll(/(?:rel="modulepreload" href|from|import\()\s*=?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
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
  return { scripts, kb: bytes / 1024 };
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
  }
});
