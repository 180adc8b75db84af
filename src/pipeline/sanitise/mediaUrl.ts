/**
 * The URL policy for media we keep from a feed (card thumbnails, media:content, enclosures, images in content):
 * http or https only, never a loopback, private, link-local or otherwise non-public host (the fetcher's rules of
 * fetch/addressPolicy.ts), resolved against the item's own URL so a protocol-relative "//host/x.png" takes the
 * item's scheme.
 */
import { isPublicHostName } from '../fetch/addressPolicy.ts';

/** The absolute URL of `raw` resolved against `base`, or null when it breaks the media URL policy. */
export function publicMediaUrl(raw: string | null | undefined, base?: string | null): string | null {
  const text = raw?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, base ?? undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return isPublicHostName(url.hostname) ? url.href : null;
}

/** True when an absolute http(s) URL in content points at a non-public host (relative and data: URLs are not judged here). */
export function isPrivateMediaUrl(raw: string | null | undefined): boolean {
  if (!raw) return false;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && !isPublicHostName(url.hostname);
}
