import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { positionalSql } from './transactionSql.ts';

const render = (text: string, values: unknown[]) => new PgDialect().sqlToQuery(positionalSql(text, values));

describe('positionalSql', () => {
  it('binds each placeholder as a parameter, never as SQL text', () => {
    const q = render('SELECT $1::text AS a, $2::int AS b', ["x'); DROP TABLE articles; --", 2]);
    expect(q.sql).toBe('SELECT $1::text AS a, $2::int AS b');
    expect(q.params).toEqual(["x'); DROP TABLE articles; --", 2]);
  });

  it('binds a placeholder used twice once per use, and out-of-order placeholders in order of use', () => {
    const q = render('SELECT $2, $1, $2', ['one', 'two']);
    expect(q.sql).toBe('SELECT $1, $2, $3');
    expect(q.params).toEqual(['two', 'one', 'two']);
  });

  it('passes undefined as null', () => {
    expect(render('SELECT $1', [undefined]).params).toEqual([null]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => render('SELECT $1, $3', [1, 2])).toThrow(/\$3/);
  });
});
