import { readFileSync } from 'node:fs';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TITLE_BLOCKLIST } from '../domain/feedRules.ts';
import { titleNotBlocked } from './queries/publicVisibility.ts';

// The partial index of 0008 only serves the list's count while the query states its predicate literally.
describe('0008_api_indexes.sql', () => {
  const pattern = `\\m(${TITLE_BLOCKLIST.join('|')})`;

  it('indexes the titles that pass the current title blocklist', () => {
    const sql = readFileSync(new URL('./migrations/0008_api_indexes.sql', import.meta.url), 'utf8');
    expect(sql).toContain(`title !~* '${pattern}'`);
  });

  it('is matched by the list query, which writes the same pattern as a literal', () => {
    const query = new PgDialect().sqlToQuery(titleNotBlocked());
    expect(query.sql).toContain(`~* '${pattern}'`);
    expect(query.params).toEqual([]);
  });
});
