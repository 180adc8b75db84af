import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorLine, errorSummary, MAX_ERROR_MESSAGE } from './dbError.ts';

describe('errorSummary', () => {
  const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  const wrapped = new DrizzleQueryError('insert into "articles" ("title", …) values ($1, …)', ['A'.repeat(35_000), 'secret text'], driverError);

  it('keeps the SQLSTATE and the driver message, never the query or its parameters', () => {
    expect(errorSummary(wrapped)).toEqual({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' });
    expect(errorLine(wrapped)).toBe('22021: invalid byte sequence for encoding "UTF8": 0x00');
    expect(JSON.stringify(errorSummary(wrapped))).not.toMatch(/insert|secret|AAAA/);
  });

  it('never passes on a drizzle message without a cause, and bounds any message to one short line', () => {
    expect(errorSummary(new DrizzleQueryError('select $1', ['secret'], undefined as unknown as Error)).message).toBe('query failed');
    const long = errorSummary(new Error(`${'x'.repeat(5000)}\nsecond line`));
    expect(long.message.length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE + 1);
    expect(long.message).not.toContain('second line');
    expect(errorSummary('plain')).toEqual({ message: 'plain' });
    expect(errorSummary(undefined)).toEqual({ message: 'unknown error' });
  });
});
