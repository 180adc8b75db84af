#!/usr/bin/env node
/**
 * `npm run build`'s second half: the server and the command-line tools as plain JavaScript in `build/node/` (one file
 * per `src/cli` entry, shared code in chunks, npm packages left as imports), so `npm start` runs with Node alone.
 *
 * Why: under `tsx` every module the process loads (ours and every package's) goes through loader hooks on another
 * thread. On the 2-core machine that was about a quarter of a start's CPU: the site ready in 24.8 CPU-s under tsx
 * against 17-19.6 from this build, and `feeds inspect` 4.3 against 1.8 (2026-11-29, fresh PGlite, nothing else
 * running). The tests start the app and the CLIs dozens of times (src/testing/nodeEntry.ts), so the suite gains too.
 *
 * Files found next to a module at run time (migrations, the model, the sample feeds, the illustrations; the worker
 * threads' boot file under tsx) are read through `new URL('…', import.meta.url)`. In a bundle, import.meta.url would
 * be the bundle's address, so each module's own is put back: its source file's address, relative to the bundle file,
 * so the checkout can move. The worker threads get scripts of their own (WORKER_ENTRIES). The TypeScript sources stay the
 * single home of the code; this is a build of them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The `src/cli` entries: `npm start`'s and the npm scripts' (admin, feeds, pipeline, migrate, train, evaluate, classify).
 * The tests' list (src/testing/nodeEntry.ts) is checked against what this writes.
 */
export const NODE_ENTRIES = ['start', 'admin', 'feeds', 'pipeline', 'migrate', 'train', 'evaluate', 'classify'];

/**
 * The worker threads' scripts, started by src/pipeline/startWorkerThread.ts from the build: plain JavaScript in the
 * thread too, instead of the TypeScript sources through tsx (1.2 against 2 CPU-s per preparation worker started).
 */
export const WORKER_ENTRIES = { 'prepare-worker': 'src/pipeline/prepare/prepareWorker.ts', 'retrain-worker': 'src/pipeline/classify/ml/retrainWorker.ts' };

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'build/node');

/** Gives each source module its own import.meta.url back (see above). */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

const started = Date.now();
await esbuild.build({
  absWorkingDir: root,
  entryPoints: { ...Object.fromEntries(NODE_ENTRIES.map((name) => [name, `src/cli/${name}.ts`])), ...WORKER_ENTRIES },
  outdir,
  bundle: true,
  // Chunks stay in outdir itself, beside the entries (esbuild's default): the import.meta.url rewrite above resolves
  // from there.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // npm packages are imported from node_modules as under tsx: one copy of React for the SSR build and us, and
  // PGlite's WebAssembly and data files where the package expects them.
  packages: 'external',
  // Stack traces name the TypeScript sources when Node runs with --enable-source-maps (npm start does).
  sourcemap: 'linked',
  plugins: [sourceImportMetaUrl],
  // Every built file knows the build's own address (the rewrite above takes import.meta.url's name from the sources):
  // src/pipeline/startWorkerThread.ts starts the worker scripts from there.
  banner: { js: 'const __nodeBuildUrl = import.meta.url;' },
  logLevel: 'warning',
  // Names kept as written: log lines and errors name functions and classes (an error's name is read in places).
  keepNames: true,
});
console.log(`build/node: ${NODE_ENTRIES.length} entries and ${Object.keys(WORKER_ENTRIES).length} worker scripts in ${Date.now() - started} ms`);
