/** The one rule for a link we keep from a feed: an absolute http(s) URL. */

/** An absolute http(s) URL from `value` (resolved against `base` when relative), or null for anything else. */
export function absoluteHttpUrl(value: string | null | undefined, base?: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
