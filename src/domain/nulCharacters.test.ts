import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './nulCharacters.ts';

describe('nulCharacterPath', () => {
  it.each([
    ['a string', 'Instagram', null],
    ['a string with a NUL', 'e.php\u0000', ''],
    ['other control characters (PostgreSQL stores them)', 'tab\there\nand\u0001', null],
    ['a field', { q: 'x\u0000' }, 'q'],
    ['a nested field', { article: { title: 'ok', tags: ['fine', 'bad\u0000'] } }, 'article.tags.1'],
    ['a key', { ['na\u0000me']: 'x' }, 'na\u0000me'],
    ['numbers, booleans and null', { n: 1, b: true, z: null, u: undefined }, null],
    ['nothing', undefined, null],
  ])('%s', (_name, value, expected) => {
    expect(nulCharacterPath(value)).toBe(expected);
  });
});
