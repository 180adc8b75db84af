/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when set; otherwise one made at random the first time and
 * kept in DATA_DIR/auth-secret (readable by this user only), so `npm start` works with no setup and sessions survive
 * a restart. Several processes sharing a database need the same value: set BETTER_AUTH_SECRET for them.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function authSecret(env: { BETTER_AUTH_SECRET?: string | undefined; DATA_DIR: string }): { secret: string; source: 'env' | 'file' | 'new file' } {
  if (env.BETTER_AUTH_SECRET) return { secret: env.BETTER_AUTH_SECRET, source: 'env' };
  const file = path.resolve(env.DATA_DIR, 'auth-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { secret: kept, source: 'file' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': two processes starting at once never overwrite each other's secret; the loser reads the winner's.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { secret: readFileSync(file, 'utf8').trim(), source: 'file' };
    throw err;
  }
  return { secret, source: 'new file' };
}
