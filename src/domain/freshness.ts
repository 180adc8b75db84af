/** Freshness badge (public-site §4): Just now under 1 h, Nh ago under 24 h, Nd ago under 7 days, none after. */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The freshness label for an article published at `publishedAt`, or null when older than 7 days or in the future by more than a minute. */
export function freshnessLabel(publishedAt: Date | string | null | undefined, now: Date = new Date()): string | null {
  if (!publishedAt) return null;
  const t = typeof publishedAt === 'string' ? Date.parse(publishedAt) : publishedAt.getTime();
  if (Number.isNaN(t)) return null;
  const age = now.getTime() - t;
  if (age < -60_000) return null;
  if (age < HOUR_MS) return 'Just now';
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < 7 * DAY_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return null;
}
