/**
 * How a test runs one of the `src/cli` entries as a process of its own: `node <args>`.
 *
 * Under `npm test` (scripts/test.mjs sets TEST_NODE_BUILD=1; its build step, which every test step waits for, makes
 * them) the built JavaScript in `build/node/`, as `npm start` runs it: a start under tsx costs about a third more CPU,
 * and the suite starts the app and the CLIs dozens of times (scripts/buildNode.mjs). Otherwise (`npx vitest` while
 * editing, where a build may be older than the sources) the TypeScript source under tsx.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The entries scripts/buildNode.mjs builds (its NODE_ENTRIES; ./nodeEntry.test.ts checks the build against this list). */
export const NODE_ENTRIES = ['start', 'admin', 'feeds', 'pipeline', 'migrate', 'train', 'evaluate', 'classify'] as const;
export type NodeEntry = (typeof NODE_ENTRIES)[number];

/**
 * Node's arguments that run `entry` (before the entry's own arguments), relative to the repository root (the cwd).
 * `built` (default: TEST_NODE_BUILD=1) picks the built JavaScript; the benchmarks always ask for it, as they measure
 * the app `npm start` runs.
 */
export function nodeEntryArgs(entry: NodeEntry, built: boolean = process.env.TEST_NODE_BUILD === '1'): string[] {
  if (!built) return ['--import', 'tsx', `src/cli/${entry}.ts`];
  const file = `build/node/${entry}.js`;
  if (!existsSync(path.resolve(file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return ['--enable-source-maps', file];
}
