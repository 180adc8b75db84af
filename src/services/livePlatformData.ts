/**
 * Live platform data for the home page's side widgets (public-site §2, §3): composed from our own articles, tags,
 * keyword matches and searches, and kept in memory for PLATFORM_DATA_CACHE_MS so a busy home page costs a handful of
 * queries a minute, not a handful per reader. Concurrent requests for an expired answer share one computation.
 */
import type { Db } from '../db/connection.ts';
import {
  keywordStoryFigures,
  listIndustryNews,
  listPlatformStories,
  marketThemeFigures,
  pulseTotals,
  storiesPerCategory,
  type WidgetStoryRow,
} from '../db/queries/livePlatformData.ts';
import { articlePath } from '../domain/articlePath.ts';
import { articleBadges } from '../domain/badges.ts';
import { CATEGORIES, normaliseCategoryName } from '../domain/categories.ts';
import {
  compare,
  INDUSTRY_NEWS_SHOWN,
  MARKET_THEMES,
  PLATFORM_DATA_CACHE_MS,
  PLATFORM_UPDATES_SHOWN,
  platformsMentioned,
  PULSE_WINDOW_DAYS,
  TRENDING_TOPICS_SHOWN,
  trendOf,
  widgetSummary,
  type IndustryNewsItem,
  type LivePlatformData,
  type MarketInsight,
  type PlatformUpdate,
  type PulseCategory,
  type PulseStat,
  type TrendingTopic,
} from '../domain/livePlatformData.ts';
import { PUBLIC_EXCLUDED_CATEGORY } from '../domain/feedRules.ts';
import { readTimeMinutes } from '../domain/readTime.ts';
import type { TrendingKeyword } from '../domain/trendingKeywords.ts';

export interface LivePlatformDataService {
  /** The widgets' data, at most PLATFORM_DATA_CACHE_MS old. */
  get(): Promise<LivePlatformData>;
  /** Forgets the cached data (a public article changed or was withdrawn); the next get() computes anew. */
  invalidate(): void;
}

export interface LivePlatformDataDeps {
  db: Db;
  /** Trending keywords (services/searchKeywords), the same list the search panel shows. */
  trendingKeywords(limit: number): Promise<TrendingKeyword[]>;
  clock?: () => Date;
  cacheMs?: number;
}

/** Candidates read for Platform Updates; the SQL pre-filter and the word rule agree, so a few spare rows suffice. */
const PLATFORM_CANDIDATES = PLATFORM_UPDATES_SHOWN * 3;

const storyLink = (r: WidgetStoryRow) => ({
  id: r.id,
  title: r.title,
  path: articlePath(r),
  category: normaliseCategoryName(r.category),
  sourceName: r.sourceName,
  publishedAt: (r.originalPublishedAt ?? r.publishedAt)?.toISOString() ?? null,
});

function platformUpdates(rows: WidgetStoryRow[]): PlatformUpdate[] {
  const out: PlatformUpdate[] = [];
  for (const r of rows) {
    const platforms = platformsMentioned(r);
    const [platform] = platforms;
    if (!platform) continue;
    out.push({ ...storyLink(r), platform, platforms, summary: widgetSummary(r.summary) });
    if (out.length === PLATFORM_UPDATES_SHOWN) break;
  }
  return out;
}

function industryNews(rows: WidgetStoryRow[], now: Date): IndustryNewsItem[] {
  return rows.map((r) => {
    const link = storyLink(r);
    return {
      ...link,
      summary: widgetSummary(r.summary),
      readTimeMinutes: readTimeMinutes(r.content || r.summary),
      urgent: articleBadges({ title: r.title, viewsCount: r.viewsCount, originalPublishedAt: link.publishedAt, publishedAt: r.publishedAt?.toISOString() ?? null }, now).breaking,
    };
  });
}

/** Whole percent of `part` in `whole`; 0 when there is nothing to divide. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

function pulseStats(t: Awaited<ReturnType<typeof pulseTotals>>): PulseStat[] {
  const [indiaCur, indiaPrev] = [share(t.indiaRelevant[0], t.stories[0]), share(t.indiaRelevant[1], t.stories[1])];
  return [
    { id: 'stories', label: 'Stories this week', unit: 'count', description: `Published in the last ${PULSE_WINDOW_DAYS} days`, ...compare(...t.stories) },
    { id: 'sources', label: 'Sources reporting', unit: 'count', description: 'Publishers with a story this week', ...compare(...t.sources) },
    { id: 'brand-partnerships', label: 'Brand deal stories', unit: 'count', description: 'In Brand Partnerships this week', ...compare(...t.brandPartnerships) },
    {
      id: 'india-focus',
      label: 'India-focused',
      unit: 'percent',
      description: 'Share of this week’s stories about India',
      current: indiaCur,
      previous: indiaPrev,
      // Percentage points: "+12 %" of a percentage would mislead.
      changePercent: t.stories[1] > 0 ? indiaCur - indiaPrev : null,
      trend: t.stories[1] > 0 ? trendOf(indiaCur, indiaPrev) : trendOf(indiaCur, 0),
    },
  ];
}

function pulseCategories(rows: Awaited<ReturnType<typeof storiesPerCategory>>): PulseCategory[] {
  const totals = new Map<string, [number, number]>();
  for (const r of rows) {
    const slug = normaliseCategoryName(r.category);
    const [c, p] = totals.get(slug) ?? [0, 0];
    totals.set(slug, [c + r.current, p + r.previous]);
  }
  return CATEGORIES.filter((c) => c.slug !== PUBLIC_EXCLUDED_CATEGORY)
    .map((c) => {
      const [current, previous] = totals.get(c.slug) ?? [0, 0];
      return { slug: c.slug, name: c.name, ...compare(current, previous) };
    })
    .sort((a, b) => b.current - a.current || b.previous - a.previous || a.name.localeCompare(b.name));
}

function marketInsights(rows: Awaited<ReturnType<typeof marketThemeFigures>>): MarketInsight[] {
  return MARKET_THEMES.map((theme) => {
    const r = rows.find((x) => x.id === theme.id);
    return {
      id: theme.id,
      label: theme.label,
      description: theme.description,
      ...compare(r?.current ?? 0, r?.previous ?? 0),
      averageQuality: r && r.current > 0 ? r.averageQuality : null,
    };
  });
}

function trendingTopics(keywords: TrendingKeyword[], figures: Awaited<ReturnType<typeof keywordStoryFigures>>): TrendingTopic[] {
  return keywords.map((k) => {
    const f = figures.find((x) => x.keyword === k.keyword);
    return {
      keyword: k.keyword,
      source: k.source,
      count: k.count,
      stories: compare(f?.current ?? 0, f?.previous ?? 0),
      category: f?.topCategory ? normaliseCategoryName(f.topCategory) : null,
    };
  });
}

/** Computes the data once (no cache), at `now`. */
export async function computeLivePlatformData(deps: Pick<LivePlatformDataDeps, 'db' | 'trendingKeywords'>, now: Date): Promise<LivePlatformData> {
  const { db } = deps;
  const [platformRows, newsRows, totals, perCategory, themes, keywords] = await Promise.all([
    listPlatformStories(db, PLATFORM_CANDIDATES, now),
    listIndustryNews(db, INDUSTRY_NEWS_SHOWN, now),
    pulseTotals(db, now),
    storiesPerCategory(db, now),
    marketThemeFigures(db, now),
    deps.trendingKeywords(TRENDING_TOPICS_SHOWN),
  ]);
  const figures = await keywordStoryFigures(
    db,
    keywords.map((k) => k.keyword),
    now,
  );
  return {
    generatedAt: now.toISOString(),
    windowDays: PULSE_WINDOW_DAYS,
    platformUpdates: platformUpdates(platformRows),
    pulse: { stats: pulseStats(totals), categories: pulseCategories(perCategory) },
    marketInsights: marketInsights(themes),
    trendingTopics: trendingTopics(keywords, figures),
    industryNews: industryNews(newsRows, now),
  };
}

/** Creates the cached service. A failed computation is not cached: the next request tries again. */
export function createLivePlatformDataService(deps: LivePlatformDataDeps): LivePlatformDataService {
  const clock = deps.clock ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? PLATFORM_DATA_CACHE_MS;
  let cached: { at: number; data: LivePlatformData } | null = null;
  let inFlight: Promise<LivePlatformData> | null = null;
  // Bumped by invalidate(): a computation that started before it may hold a withdrawn story and is not kept.
  let generation = 0;

  return {
    async get() {
      const now = clock();
      if (cached && now.getTime() - cached.at < cacheMs) return cached.data;
      const started = generation;
      const computing = (inFlight ??= computeLivePlatformData(deps, now)
        .then((data) => {
          if (started === generation) cached = { at: now.getTime(), data };
          return data;
        })
        .finally(() => {
          if (inFlight === computing) inFlight = null;
        }));
      return computing;
    },
    invalidate() {
      generation += 1;
      cached = null;
      inFlight = null;
    },
  };
}
