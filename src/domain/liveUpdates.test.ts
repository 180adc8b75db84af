import { describe, expect, it } from 'vitest';
import { LIVE_RECONNECT_MAX_MS, liveReconnectDelayMs, newArticlesText } from './liveUpdates.ts';

describe('newArticlesText', () => {
  it.each([
    [1, '1 new article published'],
    [2, '2 new articles published'],
    [12, '12 new articles published'],
  ])('%i → %s', (n, text) => {
    expect(newArticlesText(n)).toBe(text);
  });
});

describe('liveReconnectDelayMs', () => {
  it.each([
    [0, 2_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [5, 32_000],
    [6, LIVE_RECONNECT_MAX_MS],
    [100, LIVE_RECONNECT_MAX_MS],
  ])('%i failures → %i ms', (failures, ms) => {
    expect(liveReconnectDelayMs(failures)).toBe(ms);
  });
});
