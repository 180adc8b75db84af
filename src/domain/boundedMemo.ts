/**
 * Memoises a pure function, forgetting everything once `maxEntries` results are held: the answers are the same
 * either way, the bound only caps memory when callers pass ever-new keys. For per-word work repeated across
 * articles (term parts, token hashes, character classes).
 */
export function boundedMemo<K, V>(maxEntries: number, compute: (key: K) => V): (key: K) => V {
  const memo = new Map<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      if (memo.size >= maxEntries) memo.clear();
      memo.set(key, value);
    }
    return value;
  };
}
