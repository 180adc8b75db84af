/** Browser calls to the search JSON API (web imports only domain code, so it talks to the server over fetch). */
import { popularTopics, type SearchSuggestions, type TypedSuggestions } from '../../domain/searchSuggestions.ts';
import { toRecordableKeyword } from '../../domain/searchKeywords.ts';

/** Records a search that ran (fire and forget: failures, including 429, are ignored; the reader's search is unaffected). */
export function recordSearch(term: string): void {
  const keyword = toRecordableKeyword(term);
  if (!keyword) return;
  void fetch('/api/search-keywords', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ term: keyword }),
    keepalive: true,
  }).catch(() => undefined);
}

let cached: Promise<SearchSuggestions> | undefined;

/**
 * The suggestions panel's content, fetched once per page view. If the API cannot be reached the panel still offers
 * the popular topics (they come from the fixed categories) and simply has no trending keywords.
 */
export function loadSearchSuggestions(): Promise<SearchSuggestions> {
  cached ??= fetch('/api/search/suggestions', { headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`suggestions: HTTP ${res.status}`);
      return (await res.json()) as SearchSuggestions;
    })
    .catch(() => {
      cached = undefined; // try again next time the panel opens
      return { trending: [], popularTopics: popularTopics() };
    });
  return cached;
}

/** Typed texts whose suggestions this page already has (a reader deleting a letter gets the earlier answer at once). */
const TYPED_MEMO_SIZE = 30;
const typedMemo = new Map<string, Promise<TypedSuggestions>>();

/**
 * What matches the typed text (GET /api/search/suggestions?q=…), remembered for the page view. Rejects when the
 * request fails (the caller keeps what it shows); a failed answer is not remembered.
 */
export function loadTypedSuggestions(text: string): Promise<TypedSuggestions> {
  const known = typedMemo.get(text);
  if (known) return known;
  const answer = fetch(`/api/search/suggestions?q=${encodeURIComponent(text)}`, { headers: { accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`suggestions: HTTP ${res.status}`);
    return (await res.json()) as TypedSuggestions;
  });
  typedMemo.set(text, answer);
  if (typedMemo.size > TYPED_MEMO_SIZE) typedMemo.delete(typedMemo.keys().next().value as string);
  answer.catch(() => {
    if (typedMemo.get(text) === answer) typedMemo.delete(text);
  });
  return answer;
}
