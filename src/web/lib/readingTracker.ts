/**
 * The reading tracker (public-site §4): reading starts when the reader scrolls past 10 %; a timer counts each second
 * while the tab is visible; past 90 % the story is complete. Progress goes to the server every 15 s while reading,
 * when the tab is hidden and when the reader leaves. It counts on from what the server stored, so time adds up over
 * visits. Scroll position is read from the nearest scrolling ancestor (the dialog's body) or the window (the page).
 */
import { useEffect, useRef, useState } from 'react';
import { READING_COMPLETE_PERCENT, READING_START_PERCENT, MAX_READING_SECONDS, scrollPercent } from '../../domain/readingProgress.ts';
import { loadReadingProgress, saveReadingProgress } from './readerFeedClient.ts';

const SAVE_EVERY_MS = 15_000;

export interface TrackerState {
  /** Where the reader is now, 0-100. */
  progress: number;
  readingSeconds: number;
  started: boolean;
  completed: boolean;
  /** True once the stored progress was read (or there was none). */
  loaded: boolean;
}

/** The element whose scrolling moves `el`: the first ancestor that scrolls vertically, or null for the window. */
function scrollerOf(el: HTMLElement | null): HTMLElement | null {
  for (let n = el?.parentElement ?? null; n; n = n.parentElement) {
    const overflow = getComputedStyle(n).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && n.scrollHeight > n.clientHeight) return n;
  }
  return null;
}

export function useReadingTracker(articleId: string, enabled: boolean) {
  const anchor = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<TrackerState>({ progress: 0, readingSeconds: 0, started: false, completed: false, loaded: false });
  const live = useRef(state);
  live.current = state;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let dirty = false;
    const scroller = scrollerOf(anchor.current);
    const target: HTMLElement | Window = scroller ?? window;

    const measure = () =>
      scroller ? scrollPercent(scroller.scrollTop, scroller.clientHeight, scroller.scrollHeight) : scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);

    const save = () => {
      const s = live.current;
      if (!dirty || !s.started) return;
      dirty = false;
      saveReadingProgress(articleId, s.progress, Math.min(MAX_READING_SECONDS, s.readingSeconds));
    };

    const onScroll = () => {
      const percent = measure();
      setState((s) => {
        const started = s.started || percent > READING_START_PERCENT;
        const completed = s.completed || percent >= READING_COMPLETE_PERCENT;
        if (percent === s.progress && started === s.started && completed === s.completed) return s;
        dirty = dirty || started;
        return { ...s, progress: percent, started, completed };
      });
    };

    void loadReadingProgress(articleId).then((stored) => {
      if (cancelled) return;
      setState((s) =>
        stored
          ? { ...s, loaded: true, readingSeconds: Math.max(s.readingSeconds, stored.readingSeconds), completed: s.completed || stored.completed, started: s.started || stored.progress > READING_START_PERCENT, progress: Math.max(s.progress, stored.progress) }
          : { ...s, loaded: true },
      );
    });

    const tick = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      setState((s) => (s.started && !s.completed ? { ...s, readingSeconds: s.readingSeconds + 1 } : s));
      if (live.current.started && !live.current.completed) dirty = true;
    }, 1000);
    const periodic = window.setInterval(save, SAVE_EVERY_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    onScroll();
    return () => {
      cancelled = true;
      save();
      window.clearInterval(tick);
      window.clearInterval(periodic);
      target.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
    };
  }, [articleId, enabled]);

  return { anchor, state };
}
