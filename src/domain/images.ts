/** Image rules (public-site §5): reject placeholders and tracking pixels; prefer thumbnails ≥ 400 px wide. */

/** Thumbnails at least this wide are preferred for cards. */
export const PREFERRED_THUMBNAIL_WIDTH = 400;

const REJECTED_PATTERNS: readonly RegExp[] = [
  /placeholder/i,
  /(^|[/_-])default[._-]/i,
  /pixel/i,
  /(^|[^0-9])1x1([^0-9]|$)/i,
  /spacer\.gif/i,
  /blank\.(gif|png)/i,
  /gravatar\.com\/avatar/i,
  /feeds\.feedburner\.com\/~r/i,
  /[?&](width|w|height|h)=1(&|$)/i,
  /\/track(ing)?\.(gif|png)/i,
];

/** True when the URL is a usable article image: http(s) and not a known placeholder, default or pixel image. */
export function isUsableImageUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return !REJECTED_PATTERNS.some((re) => re.test(url));
}

/** A thumbnail candidate from a feed. */
export interface ThumbnailCandidate {
  url: string;
  width?: number | null;
  height?: number | null;
}

/** Picks the best usable thumbnail: the smallest one at least 400 px wide, else the widest usable one. */
export function pickThumbnail(candidates: readonly ThumbnailCandidate[]): ThumbnailCandidate | undefined {
  const usable = candidates.filter((c) => isUsableImageUrl(c.url) && !(c.width === 1 || c.height === 1));
  const wide = usable
    .filter((c) => (c.width ?? 0) >= PREFERRED_THUMBNAIL_WIDTH)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  if (wide[0]) return wide[0];
  const known = usable.filter((c) => c.width != null).sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  return known[0] ?? usable[0];
}
