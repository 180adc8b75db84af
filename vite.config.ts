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
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
}));
