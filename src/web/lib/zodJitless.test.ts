import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `before` and then loads zod in a fresh Node process (this one has loaded zod already), printing its setting. */
function jitlessAfter(before: string): unknown {
  const script = `${before}\nconst core = await import('zod/v4/core');\nconsole.log(JSON.stringify({ jitless: core.config().jitless ?? null, same: core.globalConfig === globalThis.__zod_globalConfig }));`;
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }));
}

describe('presetZodJitless', () => {
  it('is the configuration zod adopts when it loads afterwards', () => {
    expect(jitlessAfter(`const { presetZodJitless } = await import('./src/web/lib/zodJitless.ts'); presetZodJitless();`)).toEqual({ jitless: true, same: true });
  });

  it('without it, zod compiles parsers (jitless is not zod’s default)', () => {
    expect(jitlessAfter('')).toEqual({ jitless: null, same: true });
  });
});
