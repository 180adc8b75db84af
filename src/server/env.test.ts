import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SAMPLE_FEEDS: 'on', ROLE: 'all', SCHEDULE: 'on', LOG_LEVEL: 'info', FEED_MAX_CONSECUTIVE_FAILURES: 10 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SAMPLE_FEEDS: 'yes' }, 'SAMPLE_FEEDS'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ ROLE: 'admin' }, 'ROLE'],
    [{ SCHEDULE: 'sometimes' }, 'SCHEDULE'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ FEED_MAX_CONSECUTIVE_FAILURES: '0' }, 'FEED_MAX_CONSECUTIVE_FAILURES'],
    [{ FEED_MAX_CONSECUTIVE_FAILURES: '2.5' }, 'FEED_MAX_CONSECUTIVE_FAILURES'],
    [{ FEED_MAX_CONSECUTIVE_FAILURES: 'ten' }, 'FEED_MAX_CONSECUTIVE_FAILURES'],
  ])('rejects %j naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('does not trust X-Forwarded-For unless told to', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('off');
    expect(loadEnv({ TRUST_PROXY: 'on' }).TRUST_PROXY).toBe('on');
  });

  it('reads FEED_MAX_CONSECUTIVE_FAILURES as a whole number', () => {
    expect(loadEnv({ FEED_MAX_CONSECUTIVE_FAILURES: '3' }).FEED_MAX_CONSECUTIVE_FAILURES).toBe(3);
  });

  it('accepts a postgres URL and an empty one', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
