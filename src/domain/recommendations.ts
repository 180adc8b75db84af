/**
 * The For You ranking (public-site §2 Home, §3 content_recommendations): recent public stories scored for one reader
 * from their preferences and what they did (read, liked, saved, "fewer like this"), each with the reason it is there.
 * Pure, so the rule is tested without a database; services/reader/readerFeed.ts feeds it.
 *
 * Score = freshness (halves every 36 h) + affinity for the story's category and source from the reader's history
 * (most recent actions weigh most) + a followed-category bonus + a little quality and popularity − what the reader
 * asked to see less of. Stories the reader finished or dismissed never come back.
 */
import { normaliseCategoryName } from './categories.ts';

/** What a reader did with a story, strongest signal first. */
export type HistoryKind = 'like' | 'bookmark' | 'read' | 'dismiss';

export interface HistoryItem {
  articleId: string;
  title: string;
  category: string;
  sourceName: string;
  kind: HistoryKind;
  /** When they did it (ISO). */
  at: string;
  /** For reads: whether they finished it. */
  completed?: boolean;
}

export interface Candidate {
  id: string;
  category: string;
  sourceName: string;
  /** ISO date the story was first published. */
  publishedAt: string | null;
  /** The same as epoch milliseconds, when the caller has it already (saves parsing on every request). */
  publishedMs?: number;
  viewsCount: number;
  qualityScore: number;
}

/** Why a story is in For You, shown under its card. */
export type RecommendationReason =
  | { kind: 'because-you-read'; articleId: string; title: string }
  | { kind: 'followed-category'; category: string }
  | { kind: 'popular' }
  | { kind: 'latest' };

export interface Recommendation {
  id: string;
  score: number;
  reason: RecommendationReason;
}

const WEIGHTS: Record<HistoryKind, number> = { like: 3, bookmark: 2.5, read: 1.5, dismiss: -4 };
/** An action loses half its weight every 14 days. */
const HISTORY_HALF_LIFE_H = 14 * 24;
/** A story loses half its freshness every 36 hours. */
const FRESHNESS_HALF_LIFE_H = 36;

const hoursBetween = (a: number, b: number) => Math.max(0, (a - b) / 3_600_000);
const decay = (hours: number, halfLife: number) => Math.pow(0.5, hours / halfLife);

/** Category and source affinities from the history, each scaled into [-1, 1]. */
function affinities(history: readonly HistoryItem[], now: number) {
  const byCategory = new Map<string, number>();
  const bySource = new Map<string, number>();
  for (const h of history) {
    const w = WEIGHTS[h.kind] * decay(hoursBetween(now, Date.parse(h.at)), HISTORY_HALF_LIFE_H) * (h.kind === 'read' && h.completed ? 1.5 : 1);
    const cat = normaliseCategoryName(h.category);
    byCategory.set(cat, (byCategory.get(cat) ?? 0) + w);
    bySource.set(h.sourceName, (bySource.get(h.sourceName) ?? 0) + w);
  }
  const scale = (m: Map<string, number>) => {
    const max = Math.max(1, ...[...m.values()].map(Math.abs));
    return new Map([...m].map(([k, v]) => [k, v / max]));
  };
  return { category: scale(byCategory), source: scale(bySource) };
}

/**
 * Ranks the candidates for a reader: at most `limit`, best first. `followed` are the reader's followed categories
 * (empty: none in particular). Deterministic: ties break on recency, then id.
 */
export function rankForReader(
  candidates: readonly Candidate[],
  history: readonly HistoryItem[],
  followed: readonly string[],
  limit: number,
  now: Date = new Date(),
): Recommendation[] {
  const t = now.getTime();
  const excluded = new Set(history.filter((h) => h.kind === 'dismiss' || (h.kind === 'read' && h.completed)).map((h) => h.articleId));
  const aff = affinities(history, t);
  const follows = new Set(followed.map(normaliseCategoryName));
  // Scores first, for every candidate (this runs on every For You request, over up to 400 stories: plain loops, no
  // objects per candidate); reasons only for the stories that make the list.
  const n = candidates.length;
  const scores = new Float64Array(n);
  const published = new Float64Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = candidates[i] as Candidate;
    if (excluded.has(c.id)) continue;
    const cat = normaliseCategoryName(c.category);
    const at = c.publishedMs ?? (c.publishedAt ? Date.parse(c.publishedAt) : 0);
    const freshness = at ? decay(hoursBetween(t, at), FRESHNESS_HALF_LIFE_H) : 0;
    const popularity = Math.min(1, Math.log10(1 + Math.max(0, c.viewsCount)) / 3);
    scores[i] =
      freshness + 1.5 * (aff.category.get(cat) ?? 0) + 0.5 * (aff.source.get(c.sourceName) ?? 0) + (follows.has(cat) ? 0.75 : 0) + 0.2 * (c.qualityScore / 100) + 0.3 * popularity;
    published[i] = at;
    order.push(i);
  }
  const before = (a: number, b: number) => (scores[b] as number) - (scores[a] as number) || (published[b] as number) - (published[a] as number) || ((candidates[a] as Candidate).id < (candidates[b] as Candidate).id ? -1 : 1);
  order.sort(before);

  // The reader's most recent positive action per category: the "because you read" story.
  const lastPositive = new Map<string, HistoryItem>();
  for (const h of [...history].filter((x) => x.kind !== 'dismiss').sort((a, b) => Date.parse(b.at) - Date.parse(a.at))) {
    const cat = normaliseCategoryName(h.category);
    if (!lastPositive.has(cat)) lastPositive.set(cat, h);
  }
  return order.slice(0, limit).map((i) => {
    const c = candidates[i] as Candidate;
    const cat = normaliseCategoryName(c.category);
    const read = lastPositive.get(cat);
    const popularity = Math.min(1, Math.log10(1 + Math.max(0, c.viewsCount)) / 3);
    const reason: RecommendationReason =
      (aff.category.get(cat) ?? 0) > 0.15 && read && read.articleId !== c.id
        ? { kind: 'because-you-read', articleId: read.articleId, title: read.title }
        : follows.has(cat)
          ? { kind: 'followed-category', category: cat }
          : popularity >= 0.5
            ? { kind: 'popular' }
            : { kind: 'latest' };
    return { id: c.id, score: Math.round((scores[i] as number) * 1000) / 1000, reason };
  });
}

/** The line under a For You card. */
export function reasonText(reason: RecommendationReason, categoryName: (slug: string) => string): string {
  switch (reason.kind) {
    case 'because-you-read':
      return `Because you read “${reason.title}”`;
    case 'followed-category':
      return `Because you follow ${categoryName(reason.category)}`;
    case 'popular':
      return 'Popular with readers this week';
    case 'latest':
      return 'New on the site';
  }
}
