/**
 * Code fetched the first time the reader needs it (issue 9: the share menu's panel, the article dialog's view), so the
 * page's first load does not carry it. One fetch is shared by every caller; a fetch that failed (offline, or a new
 * build replaced the file) is tried again the next time the code is wanted. `preload` starts the fetch early, e.g.
 * when a pointer comes over the button that will need it.
 */
import { useEffect, useState } from 'react';

export interface OnDemand<T> {
  /** The module, fetching it if needed. */
  load(): Promise<T>;
  /** Starts the fetch and ignores its outcome (a later `load` reports a failure). */
  preload(): void;
  /** The module if it has already arrived. */
  loaded(): T | undefined;
}

export function onDemand<T>(fetchModule: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  let value: T | undefined;
  const load = () => {
    pending ??= fetchModule().then(
      (module) => (value = module),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  return {
    load,
    preload: () => void load().catch(() => undefined),
    loaded: () => value,
  };
}

const scheduled = new WeakSet<OnDemand<unknown>>();

/**
 * Fetches `chunk` once the browser is idle, if a service worker controls the page: the worker keeps what the page
 * fetched, so an installed reader still has the code offline. A first visit (no worker yet) fetches nothing early.
 */
export function preloadForOffline(chunk: OnDemand<unknown>): void {
  if (scheduled.has(chunk) || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  scheduled.add(chunk);
  const whenIdle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000));
  whenIdle(() => chunk.preload());
}

export interface OnDemandState<T> {
  /** The module once it has arrived (it stays once there). */
  module: T | undefined;
  /** The last fetch failed; `retry` fetches again. */
  failed: boolean;
  retry: () => void;
}

/** The module of `chunk`, fetched once `wanted` is true; a failed fetch is tried again when `wanted` turns true again. */
export function useOnDemand<T>(chunk: OnDemand<T>, wanted: boolean): OnDemandState<T> {
  const [module, setModule] = useState<T | undefined>(chunk.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    setFailed(false);
    chunk.load().then(
      (loaded) => {
        if (current) setModule(() => loaded);
      },
      (err: unknown) => {
        if (!current) return;
        setFailed(true);
        console.warn('could not load a part of the page', err);
      },
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted, module, attempt]);

  return {
    module,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
