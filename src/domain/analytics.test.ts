/** The analytics rules: what counts as a page view, UTC days, ISO weeks and months, report rows and their CSV. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  articleIdOfPage,
  deviceOf,
  fillDays,
  firstKeptPageViewDay,
  isCountedPage,
  isoWeekLabel,
  isoWeekStart,
  PAGE_VIEWS_KEPT_DAYS,
  pageOfRequestPath,
  periodStart,
  rangeDays,
  referrerHostOf,
  REPORT_CSV_HEADER,
  reportCsvLine,
  reportRows,
  analyticsScreenQuery,
  analyticsQuerySchema,
} from './analytics.ts';

const ID = '0b6c1a52-6f1e-4c8e-9f3a-2d7e4b5a9c10';

describe('counting a page view', () => {
  it('maps client navigations to their page and leaves out the back office, the API, assets and files', () => {
    expect(pageOfRequestPath('/about.data')).toBe('/about');
    expect(pageOfRequestPath('/_root.data')).toBe('/');
    expect(pageOfRequestPath('/categories/brand-deals/')).toBe('/categories/brand-deals');
    expect(pageOfRequestPath(`/x${'a'.repeat(600)}`)).toHaveLength(512);
    for (const p of ['/', '/about', `/articles/${ID}-slug`, '/categories/x', '/bookmarks', '/administrator']) expect(isCountedPage(p), p).toBe(true);
    for (const p of ['/admin', '/admin/analytics', '/api', '/api/articles', '/assets/app.js', '/favicon.ico', '/sitemap.xml', 'about']) expect(isCountedPage(p), p).toBe(false);
  });

  it('finds the story of an article page, and nothing elsewhere', () => {
    expect(articleIdOfPage(`/articles/${ID.toUpperCase()}-mumbai-creators`)).toBe(ID);
    expect(articleIdOfPage(`/articles/${ID}-%E0%A4%95`)).toBe(ID);
    expect(articleIdOfPage(`/articles/${ID}-%E0%A4`)).toBe(ID);
    expect(articleIdOfPage('/articles/not-an-id')).toBeNull();
    expect(articleIdOfPage(`/categories/${ID}`)).toBeNull();
  });

  it('classes devices and keeps only outside referrer hosts', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/130 Safari/537.36')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130')).toBe('desktop');
    expect(referrerHostOf('https://www.Google.com/search?q=x', 'news.example.in')).toBe('google.com');
    expect(referrerHostOf('https://news.example.in/about', 'news.example.in')).toBeNull();
    expect(referrerHostOf('https://www.news.example.in/', 'news.example.in')).toBeNull();
    expect(referrerHostOf('android-app://com.slack', 'news.example.in')).toBeNull();
    expect(referrerHostOf('not a url', 'news.example.in')).toBeNull();
    expect(referrerHostOf(undefined, 'news.example.in')).toBeNull();
  });
});

describe('how long single page views are kept', () => {
  it(`keeps ${PAGE_VIEWS_KEPT_DAYS} UTC days, today included`, () => {
    expect(firstKeptPageViewDay(new Date('2026-11-28T00:00:00Z'))).toBe('2026-08-31');
    expect(firstKeptPageViewDay(new Date('2026-11-28T23:59:59Z'))).toBe('2026-08-31');
    expect(firstKeptPageViewDay(new Date('2026-11-29T00:00:00Z'))).toBe('2026-09-01');
  });
});

describe('days, ISO weeks and months (UTC)', () => {
  it('lists the range ending today, in UTC whatever the hour in India', () => {
    // 02:00 in Kolkata on 1 December is still 30 November in UTC.
    const r = rangeDays('7d', new Date('2026-11-30T20:30:00Z'));
    expect(r).toMatchObject({ from: '2026-11-24', to: '2026-11-30' });
    expect(r.days).toHaveLength(7);
    expect(rangeDays('90d', new Date('2026-03-01T00:00:00Z')).from).toBe('2025-12-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('buckets days into ISO weeks (Monday first; the week belongs to its Thursday’s year) and months', () => {
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(isoWeekStart('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(isoWeekLabel('2026-01-01')).toBe('2026-W01'); // Thursday
    expect(isoWeekLabel('2027-01-01')).toBe('2026-W53'); // Friday: the last week of 2026
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01'); // Monday: the first week of 2025
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(periodStart('2026-11-26', 'monthly')).toBe('2026-11-01');
    expect(periodStart('2026-11-26', 'daily')).toBe('2026-11-26');
  });

  it('sums report rows per period and clips the edge periods to the range', () => {
    const days = fillDays(rangeDays('30d', new Date('2026-12-02T12:00:00Z')).days, new Map([
      ['2026-11-03', { pageViews: 5, visitors: 2, readsStarted: 2, readSeconds: 90 }],
      ['2026-11-08', { pageViews: 1, visitors: 1, shares: 2 }],
      ['2026-11-09', { shares: 1 }],
      ['2026-12-01', { pageViews: 7, visitors: 3, shares: 4 }],
    ]));
    expect(days[0]?.day).toBe('2026-11-03');
    const weekly = reportRows(days, 'weekly');
    expect(weekly.map((r) => [r.period, r.from, r.to, r.pageViews, r.shares])).toEqual([
      ['2026-W45', '2026-11-03', '2026-11-08', 6, 2],
      ['2026-W46', '2026-11-09', '2026-11-15', 0, 1],
      ['2026-W47', '2026-11-16', '2026-11-22', 0, 0],
      ['2026-W48', '2026-11-23', '2026-11-29', 0, 0],
      ['2026-W49', '2026-11-30', '2026-12-02', 7, 4],
    ]);
    const monthly = reportRows(days, 'monthly', new Map([['2026-12-01', '@SUM(A1)']]));
    expect(monthly.map((r) => [r.period, r.pageViews, r.visitors, r.topSearchTerm])).toEqual([
      ['2026-11', 6, 3, null],
      ['2026-12', 7, 3, '@SUM(A1)'],
    ]);
    expect(reportRows(days, 'daily')).toHaveLength(30);
    // The shares column comes after bookmarks (REPORT_CSV_HEADER).
    expect(reportCsvLine(monthly[1]!)).toBe("2026-12,2026-12-01,2026-12-02,7,3,0,0,0,0,,0,0,4,0,0,'@SUM(A1)\r\n");
    expect(reportCsvLine(monthly[0]!)).toBe('2026-11,2026-11-03,2026-11-30,6,3,0,2,0,1.5,45,0,0,3,0,0,\r\n');
    expect(REPORT_CSV_HEADER.indexOf('shares')).toBe(REPORT_CSV_HEADER.indexOf('bookmarks') + 1);
    expect(reportCsvLine(monthly[0]!).trimEnd().split(',')).toHaveLength(REPORT_CSV_HEADER.length);
  });
});

describe('the query', () => {
  it('defaults to 30 days and refuses an unknown range; the screen falls back instead', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ range: '30d' });
    expect(analyticsQuerySchema.parse({ range: '90d' })).toEqual({ range: '90d' });
    expect(analyticsQuerySchema.safeParse({ range: '1y' }).success).toBe(false);
    expect(analyticsScreenQuery(new URLSearchParams('range=7d&tab=reports'))).toEqual({ range: '7d', tab: 'reports' });
    expect(analyticsScreenQuery(new URLSearchParams('range=1y&tab=nope'))).toEqual({ range: '30d', tab: 'traffic' });
  });
});
