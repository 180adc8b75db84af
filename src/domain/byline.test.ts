import { describe, expect, it } from 'vitest';
import { cleanByline } from './byline.ts';

describe('cleanByline', () => {
  it.each([
    ['Asha Menon', 'Social Samosa', 'Asha Menon'],
    ['  Asha   Menon ', 'X', 'Asha Menon'],
    ['Social Samosa Bureau', 'Social Samosa', null],
    ['social samosa', 'Social Samosa', null],
    ['Read More', 'X', null],
    ['Learn more', 'X', null],
    ['Click Here', 'X', null],
    ['See More', 'X', null],
    ['', 'X', null],
    [null, 'X', null],
    ['Ravi', null, 'Ravi'],
    ['Creator Economy Daily', 'Sample: Creator Economy Daily', null],
    ['Ravi', "Ravi's Notes", 'Ravi'],
  ])('%j from %j → %j', (author, source, expected) => {
    expect(cleanByline(author, source)).toBe(expected);
  });

  it('also ignores a byline naming the feed title', () => {
    expect(cleanByline('Creator Economy Daily Desk', 'Sample: Creator Economy Daily', 'Creator Economy Daily')).toBeNull();
    expect(cleanByline('Platform Updates Journal', 'Sample: Platform Updates Journal', 'Sample feed — Platform Updates Journal')).toBeNull();
    expect(cleanByline('Meera Iyer', 'Sample: Creator Economy Daily', 'Creator Economy Daily')).toBe('Meera Iyer');
  });
});
