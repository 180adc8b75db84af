/** Recent searches (public-site §4, §9): kept in localStorage under a product key, newest first, 5 kept. */
import { normaliseKeyword, RECENT_SEARCHES_KEPT } from '../../domain/searchKeywords.ts';

/** localStorage key (product-specific, like the theme's `cei-theme`). */
export const RECENT_SEARCHES_STORAGE_KEY = 'cei-recent-searches';

/** `term` added in front of `list`: the same search typed differently (case, spaces) is kept once, at most 5 kept. */
export function addRecentSearch(list: readonly string[], term: string): string[] {
  const cleaned = term.replace(/\s+/g, ' ').trim();
  if (!cleaned) return [...list].slice(0, RECENT_SEARCHES_KEPT);
  const key = normaliseKeyword(cleaned);
  return [cleaned, ...list.filter((t) => normaliseKeyword(t) !== key)].slice(0, RECENT_SEARCHES_KEPT);
}

/** Parses the stored value, tolerating anything a user or an old version may have left there. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .reduce<string[]>((acc, t) => (acc.some((a) => normaliseKeyword(a) === normaliseKeyword(t)) ? acc : [...acc, t]), [])
      .slice(0, RECENT_SEARCHES_KEPT);
  } catch {
    return [];
  }
}

/** The stored recent searches, newest first ([] when storage is unavailable). */
export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Stores `term` as the newest recent search and returns the new list. */
export function saveRecentSearch(term: string): string[] {
  const next = addRecentSearch(readRecentSearches(), term);
  try {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage full: the list simply is not remembered.
  }
  return next;
}
