import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressClientAssets } from './vite.precompress.ts';

/**
 * Client chunks that every page needs, whatever the route: React, React DOM and React Router (one cached vendor chunk
 * instead of four modulepreloaded files), and zod's small core (`z.config`, set by root.tsx) apart from the rest of
 * zod, which only the pages that validate forms download.
 */
function clientChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'vendor';
  if (id.includes('/node_modules/zod/v4/core/core.js')) return 'vendor';
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressClientAssets()],
  build: {
    target: 'es2022',
    // experimentalMinChunkSize: Rollup folds chunks under 2 KB that only define things into a chunk loaded in the same
    // circumstances. A public page loaded 35 files, most of them under 1 KB, each with its own request, response
    // headers and Brotli framing; now 23, and 7 KB less on the home page (issue 9). Larger thresholds merge code pages do
    // not use into their chunks and weigh more overall (measured: 5 KB and up made every page heavier).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk, experimentalMinChunkSize: 2000 } },
  },
}));
