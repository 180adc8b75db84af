import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authSecret } from './authSecret.ts';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'auth-secret-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('authSecret', () => {
  it('uses BETTER_AUTH_SECRET when set, and writes nothing', () => {
    const dataDir = fresh();
    expect(authSecret({ BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dataDir })).toEqual({ secret: 'x'.repeat(40), source: 'env' });
    expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
  });

  it('makes one random secret, readable by this user only, and keeps it across starts', () => {
    const dataDir = fresh();
    const first = authSecret({ DATA_DIR: dataDir });
    expect(first.source).toBe('new file');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(authSecret({ DATA_DIR: dataDir })).toEqual({ secret: first.secret, source: 'file' });
    expect(authSecret({ DATA_DIR: fresh() }).secret).not.toBe(first.secret);
  });
});
