/** A per-process memo with a short time-to-live, for figures every page view asks for but that change slowly. */

export interface TtlCache<K, V> {
  /** The cached value, or `load()`'s result (shared by concurrent callers; a failed load is not cached). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Whether `get(key)` would answer without making its caller wait for a load: fresh, in flight, or servable stale. */
  has(key: K): boolean;
  /** Drops one key, or everything. */
  invalidate(key?: K): void;
}

export interface TtlCacheOptions {
  /** How long a value is served as fresh. */
  ttlMs: number;
  /**
   * How long after the TTL a value may still be served while one background reload replaces it (stale-while-revalidate),
   * so no caller waits for the reload. 0 (default): an expired value is reloaded while callers wait.
   */
  staleMs?: number;
  maxEntries?: number;
  /** Injectable so tests can move time without waiting. */
  now?: () => number;
  /** Told when a background reload fails (the stale value stays until it expires). */
  onRefreshError?: (err: unknown) => void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** Set once `value` resolved; only a resolved value is served stale. */
  settled: boolean;
  refreshing: boolean;
}

/** Entries beyond `maxEntries` evict the least recently stored. */
export function createTtlCache<K, V>(opts: TtlCacheOptions): TtlCache<K, V> {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 100;
  const staleMs = opts.staleMs ?? 0;
  const entries = new Map<K, Entry<V>>();

  const store = (key: K, value: Promise<V>, at: number): Entry<V> => {
    const entry: Entry<V> = { at, value, settled: false, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
    value.then(
      () => (entry.settled = true),
      // Only this load's entry is dropped on failure, never a newer one that replaced it.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  };

  return {
    has(key) {
      const hit = entries.get(key);
      if (!hit) return false;
      const age = now() - hit.at;
      return age < opts.ttlMs || (hit.settled && age < opts.ttlMs + staleMs);
    },
    get(key, load) {
      const hit = entries.get(key);
      const t = now();
      if (hit) {
        const age = t - hit.at;
        if (age < opts.ttlMs) return hit.value;
        if (hit.settled && age < opts.ttlMs + staleMs) {
          if (!hit.refreshing) {
            hit.refreshing = true;
            const reloaded = load();
            reloaded.then(
              () => {
                // Invalidated meanwhile (the entry is gone or replaced): the reload may predate the change, drop it.
                // Aged from when the reload started: that is when its data was read.
                if (entries.get(key) === hit) store(key, reloaded, t);
              },
              (err: unknown) => {
                hit.refreshing = false;
                opts.onRefreshError?.(err);
              },
            );
          }
          return hit.value;
        }
      }
      return store(key, load(), t).value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
