import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, formatPlainLine } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const log = createLogger('info', { destination: { write: (s: string) => void lines.push(s) } });
  return { log, lines };
}

describe('createLogger', () => {
  it('logs a database error by code and message, never with the statement or its parameters', () => {
    const { log, lines } = capture();
    const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const err = new DrizzleQueryError('insert into "articles" ("title", "summary") values ($1, $2)', ['Creator story', 'S'.repeat(35_000)], driverError);
    log.warn({ err, source: 'Wire' }, 'feed ingest failed');
    expect(lines).toHaveLength(1);
    const line = lines[0] as string;
    expect(line.length).toBeLessThan(2000);
    expect(line).not.toMatch(/insert into|Creator story|SSSS|params/);
    const entry = JSON.parse(line) as { err: { type: string; code: string; message: string; stack: string } };
    expect(entry.err).toMatchObject({ type: 'DrizzleQueryError', code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' });
    expect(entry.err.stack).toMatch(/^DrizzleQueryError: invalid byte sequence/);
  });

  it('keeps other errors as pino shows them', () => {
    const { log, lines } = capture();
    log.error({ err: Object.assign(new Error('boom'), { code: 'EBOOM' }) }, 'failed');
    expect(JSON.parse(lines[0] as string).err).toMatchObject({ type: 'Error', message: 'boom', code: 'EBOOM' });
  });
});

describe('plain log lines', () => {
  it('writes the message alone for an info entry without fields, dropping pino’s bookkeeping', () => {
    expect(formatPlainLine({ level: 30, time: '2026-11-23T10:00:00Z', pid: 1, hostname: 'h', service: 's', msg: 'Creator Economy India is running at http://localhost:3000' })).toBe(
      'Creator Economy India is running at http://localhost:3000\n',
    );
  });

  it('labels warnings and errors and shows fields as key=value', () => {
    expect(formatPlainLine({ level: 40, msg: 'feed source disabled', source: 'Wire', consecutiveFailures: 10, err: { message: 'HTTP 500' } })).toBe(
      'warning: feed source disabled [source=Wire consecutiveFailures=10] (HTTP 500)\n',
    );
    expect(formatPlainLine({ level: 50, msg: 'job failed', job: 'fetch-feeds', err: { message: 'boom', stack: 'Error: boom\n    at x' } })).toBe('ERROR: job failed [job=fetch-feeds]\nError: boom\n    at x\n');
    expect(formatPlainLine({ level: 60, msg: 'build missing' })).toBe('FATAL: build missing\n');
  });
});
