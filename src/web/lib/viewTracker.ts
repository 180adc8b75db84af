/**
 * Counts article views in the browser (public-site §7): a card at least half visible for 2 s, or a click on Read
 * Full Article. One IntersectionObserver watches every card; ids are counted once per browser session
 * (sessionStorage) and sent in small batches with fetch keepalive, which also survives the page being closed.
 * Failures are silent (§8): a lost view is not worth bothering a reader about.
 */
import { VIEW_BATCH_MAX, VIEW_DWELL_MS, VIEW_VISIBLE_RATIO } from '../../domain/articleViews.ts';

const ENDPOINT = '/api/articles/views';
const STORAGE_KEY = 'cei-viewed-articles';
/** Ids remembered per session at most (oldest forgotten first), so storage stays small on a long session. */
const REMEMBERED_MAX = 500;
/** Views seen within this long of each other go in one request. */
const FLUSH_DELAY_MS = 1500;

let observer: IntersectionObserver | null = null;
const idOf = new WeakMap<Element, string>();
/** Cards currently at least half visible, with their dwell timers (null while the tab is hidden). */
const visible = new Map<Element, ReturnType<typeof setTimeout> | null>();
let queue: string[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let memorySeen: Set<string> | null = null;
let listening = false;

function seenIds(): Set<string> {
  if (memorySeen) return memorySeen;
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    memorySeen = new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    memorySeen = new Set();
  }
  return memorySeen;
}

function remember(id: string): void {
  const seen = seenIds();
  seen.add(id);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...seen].slice(-REMEMBERED_MAX)));
  } catch {
    /* storage full or blocked: the in-memory set still dedupes this page */
  }
}

/** Sends what is queued now. */
export function flushViews(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  while (queue.length > 0) {
    const ids = queue.slice(0, VIEW_BATCH_MAX);
    queue = queue.slice(VIEW_BATCH_MAX);
    try {
      void fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ids }),
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
    } catch {
      /* silent by design */
    }
  }
}

function listenForPageExit(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Send before the page goes away; pause dwell timers while the tab is hidden (nobody is looking).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      flushViews();
      for (const [el, timer] of visible) {
        if (timer) clearTimeout(timer);
        visible.set(el, null);
      }
    } else {
      for (const el of visible.keys()) startDwell(el);
    }
  });
  window.addEventListener('pagehide', flushViews);
}

/** Counts one view of `id`, unless this session already did. */
export function countView(id: string): void {
  if (typeof window === 'undefined' || seenIds().has(id)) return;
  remember(id);
  queue.push(id);
  listenForPageExit();
  if (queue.length >= VIEW_BATCH_MAX) flushViews();
  else if (!flushTimer) flushTimer = setTimeout(flushViews, FLUSH_DELAY_MS);
}

function startDwell(el: Element): void {
  if (document.visibilityState === 'hidden') return;
  const existing = visible.get(el);
  if (existing) return;
  visible.set(
    el,
    setTimeout(() => {
      const id = idOf.get(el);
      stopWatching(el);
      if (id) countView(id);
    }, VIEW_DWELL_MS),
  );
}

function stopDwell(el: Element): void {
  const timer = visible.get(el);
  if (timer) clearTimeout(timer);
  visible.delete(el);
}

function stopWatching(el: Element): void {
  stopDwell(el);
  observer?.unobserve(el);
}

function getObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (e.isIntersecting && e.intersectionRatio >= VIEW_VISIBLE_RATIO) startDwell(e.target);
        else stopDwell(e.target);
      }
    },
    { threshold: [VIEW_VISIBLE_RATIO] },
  );
  return observer;
}

/** Watches a card for a view of article `id`; returns the function that stops watching. Nothing for an id already counted. */
export function watchCard(el: Element, id: string): () => void {
  if (seenIds().has(id)) return () => undefined;
  const io = getObserver();
  if (!io) return () => undefined;
  listenForPageExit();
  idOf.set(el, id);
  io.observe(el);
  return () => stopWatching(el);
}
