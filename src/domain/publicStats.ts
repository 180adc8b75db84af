/** Figures computed from our own database for the home hero and the category pages (never typed in, never sampled). */

/** "This week" on the site: a rolling window, so the figure never drops to zero on a Monday morning. */
export const WEEK_WINDOW_DAYS = 7;

/** Window for "sources reporting": a source that published nothing in a month is not counted as active. */
export const ACTIVE_SOURCE_WINDOW_DAYS = 30;

/** Top sources listed on a category page. */
export const CATEGORY_TOP_SOURCES = 3;

/** Site-wide live figures for the home hero. */
export interface SiteStats {
  /** Public articles (the home list's rules) dated in the last 7 days. */
  articlesThisWeek: number;
  /** Distinct sources with a public article dated in the last 30 days. */
  activeSources: number;
  /** Categories with a public article dated in the last 30 days (of the seven). */
  categoriesCovered: number;
  /** When these figures were computed (ISO). */
  computedAt: string;
}

/** Live figures for one category page: same rules as its article list. */
export interface CategoryStats {
  /** Public articles in the category (equals the category list's total). */
  totalCount: number;
  /** Of those, dated in the last 7 days. */
  thisWeekCount: number;
  /** Sources with the most public articles in the category, most first (ties by name). */
  topSources: { name: string; count: number }[];
  computedAt: string;
}
