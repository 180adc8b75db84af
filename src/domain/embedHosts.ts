/**
 * Hosts whose embeds an article may carry: the sanitiser keeps an <iframe> only when its https src is on one of
 * these hosts, and the pages' Content-Security-Policy `frame-src` allows exactly these, so the two cannot drift.
 */
export const ALLOWED_IFRAME_HOSTS: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'open.spotify.com',
  'www.instagram.com',
];

/** The CSP `frame-src` sources for the embed hosts (https only, as the sanitiser requires). */
export function embedFrameSources(): string[] {
  return ALLOWED_IFRAME_HOSTS.map((host) => `https://${host}`);
}
