/**
 * Counts articles published while the page is open (public-site §4 "Live updates"): subscribes to
 * GET /api/live/articles with EventSource, which reconnects by itself after a dropped connection (sending
 * Last-Event-ID); when the server refuses the stream (EventSource then gives up) it reconnects with back-off. The
 * count clears 30 s after the latest new article, or when the reader refreshes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_ARTICLE_EVENT, liveReconnectDelayMs, NEW_ARTICLES_RESET_MS } from '../../domain/liveUpdates.ts';
import { onDemand } from './onDemand.ts';

// The event check (with zod) is fetched with the first event (liveArticleId.ts).
const articleIds = onDemand(() => import('./liveArticleId.ts'));

export const LIVE_ARTICLES_URL = '/api/live/articles';

export type LiveConnection = 'connecting' | 'open' | 'closed';

export function useNewArticles(): { count: number; connection: LiveConnection; reset: () => void } {
  const [count, setCount] = useState(0);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const resetTimer = useRef<number | null>(null);

  const reset = useCallback(() => {
    if (resetTimer.current !== null) window.clearTimeout(resetTimer.current);
    resetTimer.current = null;
    setCount(0);
  }, []);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const seen = new Set<string>();
    let source: EventSource | null = null;
    let reconnect: number | null = null;
    let failures = 0;
    let disposed = false;

    const onArticle = (event: MessageEvent<string>) => {
      // Events are counted in the order they came: every one waits on the same module.
      articleIds.load().then(
        ({ liveArticleIdOf }) => {
          if (!disposed) count(liveArticleIdOf(event.data));
        },
        () => {},
      );
    };

    const count = (id: string | null) => {
      if (id === null) return;
      // A replay after a reconnect may repeat an article already counted.
      if (seen.has(id)) return;
      seen.add(id);
      setCount((n) => n + 1);
      if (resetTimer.current !== null) window.clearTimeout(resetTimer.current);
      resetTimer.current = window.setTimeout(() => {
        resetTimer.current = null;
        setCount(0);
      }, NEW_ARTICLES_RESET_MS);
    };

    const open = () => {
      if (disposed) return;
      source = new EventSource(LIVE_ARTICLES_URL);
      setConnection('connecting');
      source.addEventListener('open', () => {
        failures = 0;
        setConnection('open');
      });
      source.addEventListener(LIVE_ARTICLE_EVENT, onArticle as EventListener);
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED) {
          // The browser is already reconnecting (after the server's retry hint).
          setConnection('connecting');
          return;
        }
        setConnection('closed');
        source = null;
        failures++;
        reconnect = window.setTimeout(open, liveReconnectDelayMs(failures));
      });
    };
    open();

    return () => {
      disposed = true;
      source?.close();
      if (reconnect !== null) window.clearTimeout(reconnect);
      if (resetTimer.current !== null) window.clearTimeout(resetTimer.current);
    };
  }, []);

  return { count, connection, reset };
}
