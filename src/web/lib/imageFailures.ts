/**
 * Article images from other sites that cannot load, remembered for the life of the page: once two images of a host
 * have failed (the host is offline, blocked or gone), its other images are not even asked for and show the category
 * illustration straight away, so a page of cards from one unreachable host logs a failed request or two, not one per
 * card. With the browser offline, no outside image is asked for at all.
 */
import { useSyncExternalStore } from 'react';

/** Failures of one host after which its further images are skipped (one may just be a missing file). */
export const FAILURES_BEFORE_SKIP = 2;

const failures = new Map<string, number>();
const unreachable = new Set<string>();
const listeners = new Set<() => void>();

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/** Records that `url` failed to load; the host's second failure marks it unreachable. */
export function recordImageFailure(url: string): void {
  const host = hostOf(url);
  if (!host || unreachable.has(host)) return;
  const count = (failures.get(host) ?? 0) + 1;
  failures.set(host, count);
  if (count >= FAILURES_BEFORE_SKIP) {
    unreachable.add(host);
    notify();
  }
}

/** True when loading `url` would only fail: its host is known unreachable, or the browser is offline. */
export function isImageSkipped(url: string | null): boolean {
  if (!url) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const host = hostOf(url);
  return host !== null && unreachable.has(host);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether `url` should be skipped, kept current. The server, and hydration, always say no (they cannot know), so
 * the first render matches the server's HTML; a card rendered in the browser later asks no unreachable host.
 */
export function useImageSkipped(url: string | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isImageSkipped(url),
    () => false,
  );
}

/** Tests only: forget every failure. */
export function forgetImageFailures(): void {
  failures.clear();
  unreachable.clear();
  notify();
}
