import { describe, expect, it } from 'vitest';
import { isListPath, savedAtText } from './offlineData.ts';

describe('isListPath', () => {
  it.each([
    ['/', true],
    ['/categories/creator-economy', true],
    ['/categories/creator-economy/', true],
    ['/categories', false],
    ['/articles/abc', false],
    ['/about', false],
  ])('%s → %s', (path, expected) => expect(isListPath(path)).toBe(expected));
});

describe('savedAtText', () => {
  const now = new Date(2026, 10, 22, 18, 0);
  it('names the time for a copy saved today and the date otherwise', () => {
    expect(savedAtText(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toMatch(/^at 09:05$/);
    expect(savedAtText(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toMatch(/^on 20 Nov, 09:05$/);
  });
  it.each([[null], [''], ['not a date']])('%j → null', (raw) => expect(savedAtText(raw, now)).toBeNull());
});
