/**
 * The islands client build (issue 9; src/web/islands/islandContext.ts): the browser code of an islands document, apart
 * from React Router's client build so it carries only what its islands use (React, React DOM's client and React
 * Router's plain <Router>, `Link` and hooks) instead of the app's vendor chunk with the data router. Written into the
 * same `build/client/assets`, with `build/server/islands.json` naming the entry and the chunks it imports at once.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressClientAssets } from './vite.precompress.ts';

const ENTRY = 'src/web/islands/client.tsx';
const SERVER_DIR = 'build/server';

/** Writes islands.json: the entry's address and those of the chunks it imports statically, for modulepreload links. */
function islandAssetsFile(): Plugin {
  return {
    name: 'cei-island-assets-file',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('islands build: no entry chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const preloads = new Set<string>();
      const visit = (fileName: string) => {
        for (const dep of byName.get(fileName)?.imports ?? []) {
          if (preloads.has(dep)) continue;
          preloads.add(dep);
          visit(dep);
        }
      };
      visit(entry.fileName);
      await mkdir(SERVER_DIR, { recursive: true });
      const file = { entry: `/${entry.fileName}`, preloads: [...preloads].map((f) => `/${f}`) };
      await writeFile(path.join(SERVER_DIR, 'islands.json'), `${JSON.stringify(file, null, 2)}\n`);
    },
  };
}

/**
 * React, React DOM and React Router run on every islands document, and so does the islands' small machinery that
 * islands import (Island.tsx, its router and history, the pending location): one chunk, `islands-islands`. Left to
 * itself, Rollup folded those small modules into whatever chunk was at hand (once, the article dialog's, which the home
 * page then loaded at once though the dialog is fetched on first use).
 */
const FRAME = [
  /\/node_modules\/(react|react-dom|scheduler|react-router)\//,
  /\/src\/web\/islands\/(Island|IslandRoot|islandContext|islandHistory)\.tsx?$/,
  /\/src\/web\/lib\/pendingLocation\.ts$/,
];

function frameChunk(id: string): string | undefined {
  return FRAME.some((re) => re.test(id)) ? 'islands' : undefined;
}

export default defineConfig({
  // The app's public/ folder is React Router's build's to copy.
  publicDir: false,
  plugins: [islandAssetsFile(), precompressClientAssets()],
  build: {
    target: 'es2022',
    outDir: 'build/client',
    emptyOutDir: false,
    rollupOptions: {
      input: { islands: ENTRY },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/islands-[name]-[hash].js',
        // As in the app's build (vite.config.ts): chunks under 2 KB that only define things are folded together.
        experimentalMinChunkSize: 8000,
        manualChunks: frameChunk,
      },
    },
  },
});
