/**
 * Tells the server a story was shared (POST /api/articles/{id}/share), after the share happened: the link was copied
 * or a network's link was clicked. Fire and forget: a beacon survives the click that leaves the page (email links,
 * a network opened in this tab), and a failed report never bothers the reader.
 */
import { articleSharePath, type ShareChannel } from '../../domain/articleShares.ts';

export function reportShare(articleId: string, channel: ShareChannel): void {
  const url = articleSharePath(articleId);
  const body = JSON.stringify({ channel });
  try {
    // The server takes JSON only. A beacon of this type goes in CORS mode, where the Fetch standard always sends the
    // page's Origin, the origin check's evidence (for a no-cors POST it would depend on the referrer policy, and ours
    // is no-referrer). Chromium 156 sends it with Origin and Sec-Fetch-Site: same-origin.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a beacon of this type instead of queueing it: fall back to fetch.
  }
  try {
    void fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  } catch {
    /* silent by design */
  }
}
