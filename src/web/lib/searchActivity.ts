/**
 * Whether a search box holds text that has not been searched yet (its debounce is pending). The list under it reads
 * this to show "Searching…" rather than "No articles found" while a word is still being typed (issue 9): the box and
 * the list are far apart in the tree (and may move: the header), so they share this small store rather than props.
 * On the server nothing is ever pending.
 */
import { useSyncExternalStore } from 'react';

let pending = false;
const listeners = new Set<() => void>();

/** Called by the search box as its typed text and its last search differ or agree again. */
export function setSearchPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the reader's typed search has not been searched yet. */
export function useSearchPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => false,
  );
}
