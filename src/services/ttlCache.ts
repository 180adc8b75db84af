/** A per-process memo with a short time-to-live, for figures every page view asks for but that change slowly. */

export interface TtlCache<K, V> {
  /** The cached value, or `load()`'s result (shared by concurrent callers; a failed load is not cached). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** Drops one key, or everything. */
  invalidate(key?: K): void;
}

/** `now` is injectable so tests can move time without waiting. Entries beyond `maxEntries` evict the oldest. */
export function createTtlCache<K, V>(opts: { ttlMs: number; maxEntries?: number; now?: () => number }): TtlCache<K, V> {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 100;
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < opts.ttlMs) return hit.value;
      const value = load();
      const entry = { at: now(), value };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      // Only this load's entry is dropped on failure, never a newer one that replaced it.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
