/**
 * The React Router server build for integration tests, compiled on demand by Vite (no `npm run build` needed). It is
 * the development build, so any error that reached a page would show its stack: the harshest case for leak tests.
 */
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';

/** Loads the server build; close the returned server when done. */
export async function loadDevServerBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { build, close: () => vite.close() };
}
