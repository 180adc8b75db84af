import { describe, expect, it } from 'vitest';
import * as entities from './creatorEntities.ts';
import { normaliseTerms } from './termMatching.ts';

const lists = Object.entries(entities).filter((e): e is [string, readonly string[]] => Array.isArray(e[1]));

describe('creator entity lists', () => {
  it.each(lists)('%s: lower-case, unique, and every term matchable (one to three words)', (_name, terms) => {
    expect(terms.length).toBeGreaterThan(0);
    expect(new Set(terms).size).toBe(terms.length);
    for (const t of terms) expect(t).toBe(t.toLowerCase());
    // normaliseTerms turns a term it could never match (over three words, or no words) into ''.
    normaliseTerms(terms).forEach((n, i) => expect(n, terms[i]).not.toBe(''));
  });
});
