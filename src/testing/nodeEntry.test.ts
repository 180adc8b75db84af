import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeEntryArgs } from './nodeEntry.ts';

describe('nodeEntryArgs', () => {
  it('runs the TypeScript source under tsx unless the build is asked for', () => {
    expect(nodeEntryArgs('admin', false)).toEqual(['--import', 'tsx', 'src/cli/admin.ts']);
  });

  it('runs the built JavaScript with source maps when asked, and says how to make it when it is missing', () => {
    if (existsSync('build/node/feeds.js')) expect(nodeEntryArgs('feeds', true)).toEqual(['--enable-source-maps', 'build/node/feeds.js']);
    else expect(() => nodeEntryArgs('feeds', true)).toThrow('build/node/feeds.js is missing: run `npm run build` first');
  });
});
