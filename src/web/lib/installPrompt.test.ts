import { describe, expect, it } from 'vitest';
import { bannerDelay, canOfferInstall, INSTALL_BANNER_DELAY_MS, INSTALL_DISMISS_MS, isDismissalActive, parseDismissedAt } from './installPrompt.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;

describe('install banner constants (public-site §4)', () => {
  it('waits 3 seconds and hides for 7 days', () => {
    expect(INSTALL_BANNER_DELAY_MS).toBe(3000);
    expect(INSTALL_DISMISS_MS).toBe(7 * DAY);
  });
});

describe('isDismissalActive', () => {
  it.each([
    ['never dismissed', null, false],
    ['just now', NOW, true],
    ['6 days ago', NOW - 6 * DAY, true],
    ['1 ms short of 7 days', NOW - 7 * DAY + 1, true],
    ['exactly 7 days ago', NOW - 7 * DAY, false],
    ['7 days and 1 ms ago', NOW - 7 * DAY - 1, false],
    ['30 days ago', NOW - 30 * DAY, false],
  ])('%s → %s', (_label, dismissedAt, active) => {
    expect(isDismissalActive(dismissedAt, NOW)).toBe(active);
  });
});

describe('parseDismissedAt', () => {
  it.each([
    [null, null],
    ['', null],
    ['abc', null],
    ['-5', null],
    ['1.5', null],
    [String(NOW), NOW],
    [String(NOW - DAY), NOW - DAY],
    [String(NOW + 1), null], // in the future: a wrong clock must not hide the banner for longer than 7 days
  ])('%j → %j', (raw, expected) => {
    expect(parseDismissedAt(raw, NOW)).toBe(expected);
  });
});

describe('canOfferInstall', () => {
  const base = { standalone: false, installed: false, dismissedAt: null, now: NOW };
  it.each([
    ['a fresh visitor', base, true],
    ['standalone display mode', { ...base, standalone: true }, false],
    ['installed during this visit', { ...base, installed: true }, false],
    ['dismissed 3 days ago', { ...base, dismissedAt: NOW - 3 * DAY }, false],
    ['dismissed exactly 7 days ago', { ...base, dismissedAt: NOW - 7 * DAY }, true],
  ])('%s → %s', (_label, ctx, expected) => {
    expect(canOfferInstall(ctx)).toBe(expected);
  });
});

describe('bannerDelay', () => {
  it.each([
    [NOW, 3000],
    [NOW + 1000, 2000],
    [NOW + 2999, 1],
    [NOW + 3000, 0],
    [NOW + 10_000, 0],
  ])('prompt at t0, now t0+%#', (now, expected) => {
    expect(bannerDelay(NOW, now)).toBe(expected);
  });
});
