/**
 * /sw.js and the rules it imports, served from the site root (a worker controls only paths under its own URL) with
 * `Cache-Control: no-cache`, so browsers check for a new worker on every visit instead of trusting a stale copy.
 * The build version is written into sw.js: each build is a byte-different worker, which installs and drops the caches
 * of the build before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';

const FILES = ['sw.js', 'sw-policy.js'] as const;

export function serviceWorkerRoutes({ clientDir, version }: { clientDir: string; version: string }): Hono {
  const app = new Hono();
  for (const name of FILES) {
    const file = path.join(clientDir, name);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const body = name === 'sw.js' ? source.replace("'__BUILD_VERSION__'", JSON.stringify(version.replace(/[^\w.-]/g, ''))) : source;
    app.get(`/${name}`, (c) =>
      c.body(body, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      }),
    );
  }
  return app;
}
