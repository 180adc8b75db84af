import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_ENTRIES, nodeEntryArgs } from './nodeEntry.ts';

describe('nodeEntryArgs', () => {
  it('runs the TypeScript source under tsx unless the build is asked for', () => {
    expect(nodeEntryArgs('admin', false)).toEqual(['--import', 'tsx', 'src/cli/admin.ts']);
  });

  it('runs the built JavaScript with source maps when asked, and says how to make it when it is missing', () => {
    if (existsSync('build/node/feeds.js')) expect(nodeEntryArgs('feeds', true)).toEqual(['--enable-source-maps', 'build/node/feeds.js']);
    else expect(() => nodeEntryArgs('feeds', true)).toThrow('build/node/feeds.js is missing: run `npm run build` first');
  });

  // npm test builds before its test steps, so there the build is always checked.
  it.runIf(existsSync('build/node'))('knows exactly the entries scripts/buildNode.mjs builds', () => {
    // Shared and dynamically imported code goes to chunks named `<name>-<HASH>.js`; an entry's file is its name alone.
    const built = readdirSync('build/node').filter((f) => /^[a-z]+\.js$/.test(f));
    expect(built.map((f) => f.replace(/\.js$/, '')).sort()).toEqual([...NODE_ENTRIES].sort());
  });
});
