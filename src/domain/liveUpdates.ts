/**
 * Live updates (public-site §2 "live-update notice", §4 "Live updates", §9): the Server-Sent Events contract between
 * GET /api/live/articles and the browser, and the timings both sides follow.
 */

/** The SSE event name of one newly published article. */
export const LIVE_ARTICLE_EVENT = 'article';
/** A comment line sent this often keeps proxies and load balancers from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long the browser's EventSource waits before reconnecting after a drop. */
export const LIVE_RETRY_MS = 5_000;
/** Concurrent streams one client address may hold (a reader with a few tabs open; more is a misbehaving client). */
export const LIVE_MAX_STREAMS_PER_CLIENT = 6;
/** Concurrent streams one web process serves at most; beyond it new streams are refused with 503. */
export const LIVE_MAX_STREAMS = 5_000;
/**
 * Messages one stream may hold for a client that has not read them (beyond what its socket already holds). A reader
 * that keeps up takes them as they come, even through a whole ingest run published at once; a stream that reaches
 * the bound is dropped (its browser reconnects and catches up), so an unread stream cannot grow without end.
 */
export const LIVE_STREAM_MAX_PENDING = 1_000;
/** Articles replayed to a reconnecting browser that names the last one it saw (Last-Event-ID). */
export const LIVE_CATCH_UP_LIMIT = 20;
/** The new-articles counter clears itself this long after the last new article (spec §4, §9: 30 seconds). */
export const NEW_ARTICLES_RESET_MS = 30_000;
/** The "New Content Available" toast stays this long (spec §4: 5 seconds). */
export const NEW_CONTENT_TOAST_MS = 5_000;
/** Reconnect back-off of the browser when the stream is refused or closed for good: 2 s doubling, at most 60 s. */
export const LIVE_RECONNECT_MIN_MS = 2_000;
export const LIVE_RECONNECT_MAX_MS = 60_000;

/** The toast's text: "1 new article published", "3 new articles published". */
export function newArticlesText(count: number): string {
  return `${count} new ${count === 1 ? 'article' : 'articles'} published`;
}

/** The reconnect delay after `failures` consecutive failed attempts (1 → 2 s, 2 → 4 s, … capped at 60 s). */
export function liveReconnectDelayMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS * 2 ** Math.min(n - 1, 20));
}
