/**
 * The analytics screen (admin-content "Analytics page"; issue 11 item 9): the range and tab in the URL, the four top
 * cards (Total Views, Engagement Rate, Avg Read Time, Social Shares), then one tab's charts and tables. Every figure
 * comes from GET /api/admin/analytics's answer (through the loader); what is not recorded says so instead of a number.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ANALYTICS_RANGES,
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_TABS,
  ANALYTICS_TAB_LABELS,
  REPORT_PERIODS,
  SEARCH_DAYS_KEPT,
  formatDuration,
  formatRate,
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsTab,
} from '../../../../domain/analytics.ts';
import { SHARE_CHANNEL_LABELS } from '../../../../domain/articleShares.ts';
import { StatCard } from '../StatCard.tsx';
import { focusRing, textLink } from '../../../lib/ui.ts';
import { CHART_COLOURS, SeriesChart } from './SeriesChart.tsx';

const tabBase = `inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap ${focusRing}`;
const tabOn = `${tabBase} bg-white text-zinc-950 shadow-sm dark:bg-zinc-700 dark:text-white`;
const tabOff = `${tabBase} text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white`;
// The range links' words, each inside its accessible name (WCAG 2.5.3, label in name): "7 days" in "Last 7 days".
const RANGE_SHORT: Record<AnalyticsRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };
const card = 'rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900';
const note = 'text-xs text-zinc-600 dark:text-zinc-400';
const num = (v: number) => v.toLocaleString('en-IN');
const count = (v: number, one: string, many: string) => `${num(v)} ${v === 1 ? one : many}`;
const minutes = (seconds: number) => `${(seconds / 60).toLocaleString('en-IN', { maximumFractionDigits: 1 })} min`;

export function analyticsHref(q: { range: AnalyticsRange; tab: AnalyticsTab }): string {
  return `/admin/analytics?range=${q.range}&tab=${q.tab}`;
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="mb-2 text-sm font-semibold text-zinc-950 dark:text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A small ranked table; `empty` when there are no rows. */
function RankTable({ caption, columns, rows, empty }: { caption: string; columns: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className={note}>{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-zinc-600 dark:text-zinc-400">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`py-1 pr-3 font-medium ${i > 0 ? 'text-right' : ''}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((cells, r) => (
            <tr key={r} className="border-t border-zinc-100 dark:border-zinc-800">
              {cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="max-w-[22rem] truncate py-1.5 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1.5 pr-3 text-right">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const storyLink = (a: { title: string | null; path: string | null }) =>
  a.path && a.title ? (
    <a href={a.path} className={textLink} title={a.title}>
      {a.title}
    </a>
  ) : (
    <span className="text-zinc-600 italic dark:text-zinc-400">Removed story</span>
  );

function Traffic({ a }: { a: AnalyticsOverview }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <SeriesChart
          title="Page views and visitors"
          description="Public pages opened, and distinct visitors (one per address and browser per day, counted without cookies)."
          data={a.traffic.series}
          series={[
            { key: 'pageViews', label: 'Page views', colour: CHART_COLOURS[0] },
            { key: 'visitors', label: 'Visitors', colour: CHART_COLOURS[1] },
          ]}
          yLabel="Count per day"
        />
      </div>
      <Section title="Top pages" id="top-pages">
        <RankTable caption="Most viewed pages" columns={['Page', 'Views']} rows={a.traffic.topPages.map((p) => [p.path, num(p.pageViews)])} empty="No page views in this range yet." />
      </Section>
      <Section title="Where visitors came from" id="referrers">
        <RankTable caption="Outside sites that sent visitors" columns={['Site', 'Views']} rows={a.traffic.referrers.map((r) => [r.host, num(r.pageViews)])} empty="No visits from other sites in this range." />
        <h4 className="mt-4 mb-1 text-xs font-semibold text-zinc-700 dark:text-zinc-300">Devices</h4>
        <RankTable caption="Page views by device" columns={['Device', 'Views']} rows={a.traffic.devices.map((d) => [d.device, num(d.pageViews)])} empty="No page views in this range yet." />
      </Section>
    </div>
  );
}

function Content({ a }: { a: AnalyticsOverview }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <SeriesChart
          title="Story page views"
          description="Views of /articles/… pages."
          data={a.content.series}
          series={[{ key: 'articleViews', label: 'Story views', colour: CHART_COLOURS[0] }]}
          yLabel="Views per day"
          kind="bar"
        />
      </div>
      <Section title="Most viewed stories" id="top-stories">
        <RankTable
          caption="Most viewed stories"
          columns={['Story', 'Views', 'Likes']}
          rows={a.content.topArticles.map((s) => [storyLink(s), num(s.pageViews), num(s.likes)])}
          empty="No story was viewed in this range yet."
        />
      </Section>
      <Section title="Most read stories" id="top-reads">
        <RankTable
          caption="Stories with the most reads started"
          columns={['Story', 'Reads', 'Finished', 'Read time']}
          rows={a.content.topReads.map((s) => [storyLink(s), num(s.readsStarted), num(s.readsCompleted), minutes(s.readSeconds)])}
          empty="No signed-in reader started a story in this range."
        />
      </Section>
      <Section title="Views by category" id="categories">
        <RankTable caption="Story views by category" columns={['Category', 'Views']} rows={a.content.categories.map((c) => [c.category, num(c.pageViews)])} empty="No story was viewed in this range yet." />
      </Section>
    </div>
  );
}

function Engagement({ a }: { a: AnalyticsOverview }) {
  const t = a.engagement.totals;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <SeriesChart
        title="Reads"
        description="Stories signed-in readers started, and finished (read past 90%)."
        data={a.engagement.series}
        series={[
          { key: 'readsStarted', label: 'Started', colour: CHART_COLOURS[0] },
          { key: 'readsCompleted', label: 'Finished', colour: CHART_COLOURS[2] },
        ]}
        yLabel="Reads per day"
      />
      <SeriesChart
        title="Reading time"
        description="Time spent reading the stories started that day, from reading progress."
        data={a.engagement.series.map((d) => ({ day: d.day, readMinutes: Math.round(d.readSeconds / 6) / 10 }))}
        series={[{ key: 'readMinutes', label: 'Reading time (min)', colour: CHART_COLOURS[3] }]}
        yLabel="Minutes per day"
        kind="bar"
      />
      <SeriesChart
        title="Likes, bookmarks and shares"
        description="Likes and bookmarks signed-in readers added, and stories any reader shared from the share menu."
        data={a.engagement.series}
        series={[
          { key: 'likes', label: 'Likes', colour: CHART_COLOURS[4] },
          { key: 'bookmarks', label: 'Bookmarks', colour: CHART_COLOURS[1] },
          { key: 'shares', label: 'Shares', colour: CHART_COLOURS[2] },
        ]}
        yLabel="Count per day"
        kind="bar"
      />
      <Section title="Search terms" id="search-terms">
        <RankTable caption="Most searched terms" columns={['Term', 'Searches']} rows={a.engagement.topSearchTerms.map((s) => [s.term, num(s.searches)])} empty="No searches in this range." />
        <p className={`${note} mt-2`}>
          {num(t.searches)} searches. Searches per day are kept for {SEARCH_DAYS_KEPT} days, so older days of a longer range show none.
        </p>
      </Section>
      <Section title="Shares by channel" id="shares">
        <RankTable
          caption="Shares by channel"
          columns={['Channel', 'Shares']}
          rows={a.engagement.shares.total === 0 ? [] : a.engagement.shares.byChannel.map((s) => [SHARE_CHANNEL_LABELS[s.channel], num(s.shares)])}
          empty="No shares in this range."
        />
        <p className={`${note} mt-2`}>
          {count(a.engagement.shares.total, 'share', 'shares')}: links copied and network links followed from a story&apos;s share menu, signed in or
          not. A link copied from the address bar is not seen. Only a count per day and channel is kept, never who shared.
        </p>
      </Section>
    </div>
  );
}

function Conversion({ a }: { a: AnalyticsOverview }) {
  const t = a.conversion.totals;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <dl className="grid grid-cols-2 gap-3 lg:col-span-2 lg:grid-cols-4">
        <StatCard label="Visitor → sign-up" value={formatRate(t.signUpRate)} note={`${count(t.signUps, 'sign-up', 'sign-ups')} from ${count(t.visitors, 'visitor', 'visitors')}`} />
        <StatCard label="Reader → like" value={formatRate(t.likeRate)} note={`${num(t.readersWhoLiked)} of ${num(t.readers)} readers`} />
        <StatCard label="Reader → bookmark" value={formatRate(t.bookmarkRate)} note={`${num(t.readersWhoBookmarked)} of ${num(t.readers)} readers`} />
        <StatCard label="Reads finished" value={formatRate(t.completionRate)} note="Finished per read started" />
      </dl>
      <div className="lg:col-span-2">
        <SeriesChart
          title="Visitors and sign-ups"
          description="Distinct visitors and new accounts per day."
          data={a.conversion.series}
          series={[
            { key: 'visitors', label: 'Visitors', colour: CHART_COLOURS[1] },
            { key: 'signUps', label: 'Sign-ups', colour: CHART_COLOURS[2] },
          ]}
          yLabel="Count per day"
        />
      </div>
      <p className={`${note} lg:col-span-2`}>
        Newsletter sign-ups are not shown: no newsletter subscriptions are stored yet. Readers are signed-in accounts that started a story in the range.
      </p>
    </div>
  );
}

function Reports({ a }: { a: AnalyticsOverview }) {
  const what = { daily: 'One row per day', weekly: 'One row per ISO week (Monday to Sunday)', monthly: 'One row per month' } as const;
  return (
    <Section title="Download a report" id="reports">
      <p className={note}>
        CSV files for {ANALYTICS_RANGE_LABELS[a.range].toLowerCase()} ({a.from} to {a.to}, UTC): page views, visitors, story views, reads, reading time, likes, bookmarks, shares, sign-ups, searches
        and the most searched term.
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {REPORT_PERIODS.map((p) => (
          <li key={p} className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
            <a href={`/api/admin/analytics/reports/${p}.csv?range=${a.range}`} download className={`${textLink} text-sm capitalize`} data-testid={`report-${p}`}>
              {p} report (CSV)
            </a>
            <p className={`${note} mt-1`}>{what[p]}.</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function AnalyticsScreen({ analytics: a, tab }: { analytics: AnalyticsOverview; tab: AnalyticsTab }) {
  const e = a.engagement.totals;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-zinc-950 dark:text-white">Analytics</h1>
          <p className={note}>
            {a.from} to {a.to} (UTC days). Counted by our own server without cookies; no addresses are stored.
          </p>
        </div>
        <nav aria-label="Range">
          <ul className="flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
            {ANALYTICS_RANGES.map((r) => (
              <li key={r}>
                <Link to={analyticsHref({ range: r, tab })} aria-current={a.range === r ? 'true' : undefined} className={a.range === r ? tabOn : tabOff} aria-label={ANALYTICS_RANGE_LABELS[r]}>
                  {RANGE_SHORT[r]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Views" value={a.traffic.totals.pageViews} note={count(a.traffic.totals.visitors, 'visitor', 'visitors')} />
        <StatCard label="Engagement Rate" value={formatRate(e.engagementRate)} note="Reads finished, likes and bookmarks per story view" />
        <StatCard label="Avg Read Time" value={formatDuration(e.avgReadSeconds)} note={`${count(e.readsStarted, 'read', 'reads')} by signed-in readers`} />
        <StatCard label="Social Shares" value={a.engagement.shares.total} note="Links copied and network links followed" />
      </dl>
      <nav aria-label="Analytics sections" className="overflow-x-auto">
        <ul className="flex w-max gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
          {ANALYTICS_TABS.map((t) => (
            <li key={t}>
              <Link to={analyticsHref({ range: a.range, tab: t })} aria-current={tab === t ? 'page' : undefined} className={tab === t ? tabOn : tabOff} data-testid={`tab-${t}`} preventScrollReset>
                {ANALYTICS_TAB_LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="analytics-tab-heading" className="min-w-0">
        <h2 id="analytics-tab-heading" className="sr-only">
          {ANALYTICS_TAB_LABELS[tab]}
        </h2>
        {tab === 'traffic' ? <Traffic a={a} /> : null}
        {tab === 'content' ? <Content a={a} /> : null}
        {tab === 'engagement' ? <Engagement a={a} /> : null}
        {tab === 'conversion' ? <Conversion a={a} /> : null}
        {tab === 'reports' ? <Reports a={a} /> : null}
      </section>
    </div>
  );
}
