/** The signed-in feed's calls from the browser: "fewer like this" and reading progress (GET/PUT under /api/me). */
import type { ReadingProgress } from '../../domain/readingProgress.ts';

/** Tells the server to show fewer stories like this one; false when it refused or the network failed. */
export async function sendFewerLikeThis(articleId: string): Promise<boolean> {
  try {
    const res = await fetch('/api/me/feed/feedback', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ articleId }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** The reader's stored progress in a story, or null (none yet, signed out, offline). */
export async function loadReadingProgress(articleId: string): Promise<ReadingProgress | null> {
  try {
    const res = await fetch(`/api/me/reading-progress/${articleId}`, { credentials: 'same-origin' });
    if (!res.ok) return null;
    return ((await res.json()) as { progress: ReadingProgress | null }).progress;
  } catch {
    return null;
  }
}

/**
 * Stores progress. `keepalive` lets the last report leave while the page closes (the spec's "leaving records
 * reading_progress"); failures are silent, as the spec says.
 */
export function saveReadingProgress(articleId: string, progress: number, readingSeconds: number): void {
  void fetch(`/api/me/reading-progress/${articleId}`, {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ progress, readingSeconds }),
  }).catch(() => undefined);
}
