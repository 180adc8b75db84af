/** Page links of paged lists (public-site §9): every page up to 7, otherwise a window with ellipses; a 300 ms change lock. */

/** Up to this many pages every page is shown; above it, first, last, the current page's neighbours and ellipses. */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

/** After a page change, further page clicks are ignored for this long (a double click must not skip a page). */
export const PAGE_CHANGE_LOCK_MS = 300;

/** A page number, or a gap standing for the pages left out before or after the current window. */
export type PageWindowItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The items to draw for `page` of `totalPages`. Above seven pages there are always seven items: page 1, a gap or
 * page 2, the current page with one neighbour each side, a gap or the second-to-last page, and the last page.
 * A gap never hides a single page (that page is shown instead), so "1 … 3" never appears.
 */
export function pageWindow(page: number, totalPages: number): PageWindowItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= MAX_PAGES_WITHOUT_ELLIPSIS) return range(1, total);
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  // One boundary page at each end, one sibling each side: 1 + gap + 3 + gap + 1 = 7 slots.
  const windowStart = Math.max(Math.min(current - 1, total - 4), 3);
  const windowEnd = Math.min(Math.max(current + 1, 5), total - 2);
  return [
    1,
    ...(windowStart > 3 ? (['start-ellipsis'] as const) : [2]),
    ...range(windowStart, windowEnd),
    ...(windowEnd < total - 2 ? (['end-ellipsis'] as const) : [total - 1]),
    total,
  ];
}

/** True while a page change made at `lastChangeAt` (ms) still locks further changes at `now` (ms). */
export function isPageChangeLocked(lastChangeAt: number | null, now: number): boolean {
  return lastChangeAt !== null && now - lastChangeAt < PAGE_CHANGE_LOCK_MS;
}
