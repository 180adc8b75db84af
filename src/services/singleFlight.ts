/**
 * Shares one computation between callers asking for the same thing while it runs (the "single flight" of Go's
 * groupcache): a figure many screens ask for at once is computed once, and nothing is kept after it is answered, so
 * the answer is never older than the moment the first of them asked.
 */
export interface SingleFlight<K, V> {
  run(key: K, compute: () => Promise<V>): Promise<V>;
}

export function createSingleFlight<K, V>(): SingleFlight<K, V> {
  const running = new Map<K, Promise<V>>();
  return {
    run(key, compute) {
      let shared = running.get(key);
      if (!shared) {
        shared = compute().finally(() => running.delete(key));
        running.set(key, shared);
      }
      return shared;
    },
  };
}
