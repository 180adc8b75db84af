import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNextPath.ts';

describe('safeNextPath', () => {
  it.each([
    ['/admin/content/review', '/admin/content/review'],
    ['/dashboard?tab=account', '/dashboard?tab=account'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/ok\\..\\x', '/'],
    ['/a\nb', '/'],
    ['javascript:alert(1)', '/'],
  ])('%j goes to %j', (input, out) => expect(safeNextPath(input)).toBe(out));
});
