/**
 * How many items one source may add per run, in what order, and when its volume is a surge (issue 13 item 10):
 * a hostile or broken source must not flood the home page, category pages, feeds and sitemap in one run.
 */

/** New items stored per source per run unless FEED_MAX_ITEMS_PER_RUN says otherwise. */
export const DEFAULT_MAX_ITEMS_PER_RUN = 300;

/** Previous healthy checks that make a source's usual volume. */
export const VOLUME_HISTORY_CHECKS = 10;
/** Fewer previous checks than this: the source has no usual volume yet. */
export const VOLUME_MIN_HISTORY = 3;
/** A run with at least this many new items… */
export const SURGE_MIN_ITEMS = 50;
/** …and more than this many times the usual new items per run is a surge. */
export const SURGE_FACTOR = 5;

/** An item's publication date, for ordering. */
export interface Dated {
  publishedAt: Date | null;
}

/**
 * The items newest first, so a capped run stores the newest and leaves older ones for later runs. Undated items
 * follow the dated ones in feed order (feeds list newest first when they carry no dates).
 */
export function newestFirst<T extends Dated>(items: readonly T[]): T[] {
  const time = (d: Date | null) => (d && Number.isFinite(d.getTime()) ? d.getTime() : null);
  return items
    .map((item, index) => ({ item, index, t: time(item.publishedAt) }))
    .sort((a, b) => (a.t === null ? (b.t === null ? a.index - b.index : 1) : b.t === null ? -1 : b.t - a.t || a.index - b.index))
    .map((x) => x.item);
}

/**
 * True when a run's new items (stored plus deferred) are far above the source's usual volume: at least
 * SURGE_MIN_ITEMS and more than SURGE_FACTOR × the mean of its previous checks. A source without enough history
 * surges only when it overflowed the per-run cap (its first run of a normal feed stays quiet).
 */
export function isVolumeSurge(newItems: number, deferred: number, previousNewItems: readonly number[]): boolean {
  if (previousNewItems.length < VOLUME_MIN_HISTORY) return deferred > 0;
  const usual = previousNewItems.reduce((a, b) => a + b, 0) / previousNewItems.length;
  return newItems >= SURGE_MIN_ITEMS && newItems > SURGE_FACTOR * usual;
}
