import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SAMPLE_FEEDS: 'on', ROLE: 'all', SCHEDULE: 'on', LOG_LEVEL: 'info', FEED_MAX_CONSECUTIVE_FAILURES: 10, FEED_MAX_ITEMS_PER_RUN: 300 });
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
    [{ FEED_MAX_ITEMS_PER_RUN: '0' }, 'FEED_MAX_ITEMS_PER_RUN'],
    [{ FEED_MAX_ITEMS_PER_RUN: '12.5' }, 'FEED_MAX_ITEMS_PER_RUN'],
    [{ FEED_MAX_ITEMS_PER_RUN: 'lots' }, 'FEED_MAX_ITEMS_PER_RUN'],
    [{ LIST_QUERY_TIMEOUT_MS: '-1' }, 'LIST_QUERY_TIMEOUT_MS'],
    [{ LIST_MISS_CONCURRENCY: '0' }, 'LIST_MISS_CONCURRENCY'],
    [{ LIST_MISS_QUEUE: 'many' }, 'LIST_MISS_QUEUE'],
    [{ LIST_MISS_RATE_LIMIT: '0' }, 'LIST_MISS_RATE_LIMIT'],
    [{ IMAGE_MISS_RATE_LIMIT: '0' }, 'IMAGE_MISS_RATE_LIMIT'],
    [{ IMAGE_MISS_RATE_LIMIT: '2.5' }, 'IMAGE_MISS_RATE_LIMIT'],
    [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp.example.com:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.in, b@example.in' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Site <a@example.in>\r\nBcc: victim@evil.example' }, 'MAIL_FROM'],
  ])('rejects %j naming %s', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('defaults SITE_URL to the address served, so links and feeds follow PORT', () => {
    expect(loadEnv({}).SITE_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '4817' }).SITE_URL).toBe('http://localhost:4817');
    expect(loadEnv({ PORT: '4817', SITE_URL: '' }).SITE_URL).toBe('http://localhost:4817');
    expect(loadEnv({ PORT: '4817', SITE_URL: 'https://news.example.in' }).SITE_URL).toBe('https://news.example.in');
  });

  it('reads the log format and the database connect timeout', () => {
    expect(loadEnv({})).toMatchObject({ LOG_FORMAT: 'text', DATABASE_CONNECT_TIMEOUT_MS: 30_000 });
    expect(loadEnv({ LOG_FORMAT: 'json', DATABASE_CONNECT_TIMEOUT_MS: '500' })).toMatchObject({ LOG_FORMAT: 'json', DATABASE_CONNECT_TIMEOUT_MS: 500 });
    expect(() => loadEnv({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT:/);
    expect(() => loadEnv({ DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS:/);
  });

  it('bounds the images one client may make the proxy fetch: 120 a minute by default, at least 1', () => {
    expect(loadEnv({})).toMatchObject({ IMAGE_MISS_RATE_LIMIT: 120 });
    expect(loadEnv({ IMAGE_MISS_RATE_LIMIT: '1' })).toMatchObject({ IMAGE_MISS_RATE_LIMIT: 1 });
  });

  it('bounds uncached public lists by default', () => {
    expect(loadEnv({})).toMatchObject({ LIST_QUERY_TIMEOUT_MS: 3000, LIST_MISS_CONCURRENCY: 2, LIST_MISS_QUEUE: 20, LIST_MISS_RATE_LIMIT: 60 });
    expect(loadEnv({ LIST_QUERY_TIMEOUT_MS: '0', LIST_MISS_QUEUE: '0' })).toMatchObject({ LIST_QUERY_TIMEOUT_MS: 0, LIST_MISS_QUEUE: 0 });
  });

  it('does not trust X-Forwarded-For unless told to', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('off');
    expect(loadEnv({ TRUST_PROXY: 'on' }).TRUST_PROXY).toBe('on');
  });

  it('reads FEED_MAX_ITEMS_PER_RUN as a whole number', () => {
    expect(loadEnv({ FEED_MAX_ITEMS_PER_RUN: '50' }).FEED_MAX_ITEMS_PER_RUN).toBe(50);
  });

  it('reads FEED_MAX_CONSECUTIVE_FAILURES as a whole number', () => {
    expect(loadEnv({ FEED_MAX_CONSECUTIVE_FAILURES: '3' }).FEED_MAX_CONSECUTIVE_FAILURES).toBe(3);
  });

  it('accepts a postgres URL and an empty one', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('sends no mail by default, from the documented address', () => {
    const env = loadEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('Creator Economy India <no-reply@creatoreconomy.in>');
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('reads an smtp:// or smtps:// URL and a From address with or without a name', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://user:pass@smtp.example.com:587' }).SMTP_URL).toBe('smtp://user:pass@smtp.example.com:587');
    expect(loadEnv({ SMTP_URL: 'smtps://smtp.example.com' }).SMTP_URL).toBe('smtps://smtp.example.com');
    expect(loadEnv({ MAIL_FROM: 'news@example.in' }).MAIL_FROM).toBe('news@example.in');
    expect(loadEnv({ MAIL_FROM: '"News, India" <news@example.in>' }).MAIL_FROM).toBe('"News, India" <news@example.in>');
  });

  it('never repeats a password in its error message', () => {
    const messageFor = (source: Record<string, string>) => {
      try {
        loadEnv(source);
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error('expected an EnvError');
    };
    const wrongScheme = messageFor({ SMTP_URL: 'http://mailer:hunter2-secret@smtp.example.com' });
    expect(wrongScheme).toMatch(/SMTP_URL:/);
    expect(wrongScheme).toContain('mailer:***@smtp.example.com');
    expect(wrongScheme).not.toContain('hunter2-secret');
    const unparsable = messageFor({ SMTP_URL: 'smtp://mailer:hunter2-secret@bad host:25' });
    expect(unparsable).toMatch(/SMTP_URL:/);
    expect(unparsable).not.toContain('hunter2-secret');
    expect(messageFor({ DATABASE_URL: 'mysql://app:hunter2-secret@db:3306/x' })).not.toContain('hunter2-secret');
  });
});
