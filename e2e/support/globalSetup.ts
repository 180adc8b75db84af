/**
 * Vitest global setup of the browser-test projects: ONE app (the real `src/cli/start.ts`, seeded with
 * ./fixtures.ts) and ONE Chromium per database (./browser.ts says which build), shared by every browser-test file
 * through `inject('sharedApp')` (see ./index.ts). Project `e2e` runs on PGlite, project `e2e-pg` on a scratch
 * database of TEST_DATABASE_URL.
 * TRUST_PROXY is on so each browser context can be a reader of its own (see `newContext`).
 */
import type { TestProject } from 'vitest/node';
import { createStorage, startAppServer } from './appServer.ts';
import { chromiumFor, launchBrowserServer } from './browser.ts';
import { seedSharedFixtures } from './fixtures.ts';
import { SHARED_SITE_URL, type SharedApp } from './sharedApp.ts';

/** Starts the shared app and browser for one project; the returned function stops them after its last file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const onPostgres = project.name.endsWith('-pg');
  const serverUrl = onPostgres ? process.env.TEST_DATABASE_URL : undefined;
  if (onPostgres && !serverUrl) throw new Error(`project ${project.name} needs TEST_DATABASE_URL`);
  const storage = await createStorage(serverUrl);
  try {
    await seedSharedFixtures(storage);
    const chromiumPath = chromiumFor(onPostgres);
    console.log(`${project.name}: browser tests in ${chromiumPath}`);
    const [app, browserServer] = await Promise.all([startAppServer({ ...storage, env: { SITE_URL: SHARED_SITE_URL, TRUST_PROXY: 'on' } }), launchBrowserServer(chromiumPath)]);
    const shared: SharedApp = { baseUrl: app.baseUrl, siteUrl: SHARED_SITE_URL, database: onPostgres ? 'postgresql' : 'pglite', browserWsEndpoint: browserServer.wsEndpoint() };
    project.provide('sharedApp', shared);
    return async () => {
      await browserServer.close();
      await app.stop();
      await storage.dispose();
    };
  } catch (err) {
    await storage.dispose();
    throw err;
  }
}
