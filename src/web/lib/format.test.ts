import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatMonthYear, formatTime, pluralise } from './format';

// The reference: the Intl formats these functions replace (the text the pages showed before, and what Chromium's ICU
// writes too). Every case below must agree with it exactly.
const refDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const refMonthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const refTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const refCount = new Intl.NumberFormat('en-IN');

/** Instants from 1970 to 2100, a prime number of minutes apart so every hour, minute and month day comes round. */
function* sweep(): Generator<Date> {
  const end = Date.UTC(2100, 0, 1);
  for (let t = 0; t < end; t += 997 * 60_000) yield new Date(t);
}

/** Instants either side of India's midnight and noon (18:30 and 06:30 UTC) at month, year and leap-day turns. */
const edges = [
  '2026-12-31T18:29:59.999Z', '2026-12-31T18:30:00.000Z', '2024-02-28T18:30:00Z', '2024-02-29T18:29:59Z',
  '2024-02-29T18:30:00Z', '2023-02-28T18:30:00Z', '2026-11-30T18:30:00Z', '2026-12-07T06:29:59Z',
  '2026-12-07T06:30:00Z', '2026-12-07T07:29:00Z', '2026-12-07T07:30:00Z', '2026-12-06T18:30:00Z', '2026-12-06T19:31:00Z',
  '2000-01-01T00:00:00Z', '1999-12-31T18:30:00Z', '2099-12-31T23:59:59Z',
].map((s) => new Date(s));

describe('formatDate', () => {
  it('writes the day, month and year in India time exactly as Intl en-IN does, from 1970 to 2100', () => {
    let checked = 0;
    for (const d of [...edges, ...sweep()]) {
      if (formatDate(d) !== refDate.format(d)) expect(`${d.toISOString()} → ${formatDate(d)}`).toBe(`${d.toISOString()} → ${refDate.format(d)}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(60_000);
  });

  it('turns the date at India midnight, not UTC midnight', () => {
    expect(formatDate('2026-12-31T18:29:59.999Z')).toBe('31 Dec 2026');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
    expect(formatDate('2026-09-05T12:00:00Z')).toBe('5 Sept 2026');
  });

  it('takes ISO strings and answers empty for missing or invalid dates', () => {
    expect(formatDate('2026-11-21T10:00:00+05:30')).toBe('21 Nov 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('writes the UTC month and year exactly as Intl en-IN does', () => {
    for (const d of [...edges, ...sweep()]) {
      if (formatMonthYear(d) !== refMonthYear.format(d)) expect(formatMonthYear(d)).toBe(refMonthYear.format(d));
    }
    expect(formatMonthYear('2026-12-31T23:59:59Z')).toBe('Dec 2026');
    expect(formatMonthYear('2027-01-01T00:00:00Z')).toBe('Jan 2027');
    expect(formatMonthYear('nonsense')).toBe('');
    expect(formatMonthYear(null)).toBe('');
  });
});

describe('formatTime', () => {
  it('writes the 12-hour India time exactly as Intl en-IN does, from 1970 to 2100', () => {
    for (const d of [...edges, ...sweep()]) {
      if (formatTime(d) !== refTime.format(d)) expect(`${d.toISOString()} → ${formatTime(d)}`).toBe(`${d.toISOString()} → ${refTime.format(d)}`);
    }
  });

  it('says 12 at midnight and noon, and pads the minutes', () => {
    expect(formatTime('2026-12-06T18:31:00Z')).toBe('12:01 am');
    expect(formatTime('2026-12-07T06:35:00Z')).toBe('12:05 pm');
    expect(formatTime('2026-12-07T06:29:00Z')).toBe('11:59 am');
    expect(formatTime('2026-12-07T10:35:00Z')).toBe('4:05 pm');
    expect(formatTime('')).toBe('');
  });
});

describe('formatCount', () => {
  const numbers = [
    0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 1_00_000, 1_00_001, 9_99_999, 10_00_000, 99_99_999,
    1_00_00_000, 12_34_56_789, 2 ** 31, 2 ** 53 - 1, 2 ** 53, 1e15, 1e20, 1e21, 1.5e21, 2 ** 80,
    0.5, 1.5, 2.5, 0.0004, 0.0005, 0.0015, 1.0005, 1.2345, 1234.5678, 99_999.9996, 0.1 + 0.2, 1 / 3, 2 / 3, 123_456.7,
    -0, -0.0001, -1, -999, -1000, -12_345.678, -0.0005, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  ];

  it('groups and rounds exactly as Intl.NumberFormat("en-IN") does', () => {
    for (const n of numbers) expect(`${n} → ${formatCount(n)}`).toBe(`${n} → ${refCount.format(n)}`);
    // A sweep of integers across every grouping length, and of values with fractions.
    for (let n = 1; n < 1e16; n = Math.floor(n * 1.37) + 7) {
      if (formatCount(n) !== refCount.format(n)) expect(formatCount(n)).toBe(refCount.format(n));
      const f = n / 7919;
      if (formatCount(f) !== refCount.format(f)) expect(`${f} → ${formatCount(f)}`).toBe(`${f} → ${refCount.format(f)}`);
      if (formatCount(-n) !== refCount.format(-n)) expect(formatCount(-n)).toBe(refCount.format(-n));
    }
  });

  it('uses the Indian grouping: thousands, then lakhs and crores', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(99_999)).toBe('99,999');
    expect(formatCount(1_00_000)).toBe('1,00,000');
    expect(formatCount(1_23_45_678)).toBe('1,23,45,678');
    expect(formatCount(1234.5678)).toBe('1,234.568');
  });
});

describe('pluralise', () => {
  it('counts with the singular only for exactly one', () => {
    expect(pluralise(1, 'article')).toBe('1 article');
    expect(pluralise(0, 'article')).toBe('0 articles');
    expect(pluralise(1_234, 'story', 'stories')).toBe('1,234 stories');
  });
});
