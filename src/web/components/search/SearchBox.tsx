/**
 * The home page's search box (public-site §1, §2, §4, §5): a labelled combobox that searches 300 ms after the last
 * keystroke by updating `?search=` (the page loader runs the search), a suggestions panel on focus, and the
 * Cmd/Ctrl+K and `/` shortcuts. Without JavaScript it is a plain GET form that submits `?search=`.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../domain/articleQuery.ts';
import { RECENT_SEARCHES_SHOWN, SEARCH_DEBOUNCE_MS } from '../../../domain/searchKeywords.ts';
import type { SearchSuggestions } from '../../../domain/searchSuggestions.ts';
import { readRecentSearches, saveRecentSearch } from '../../lib/recentSearches.ts';
import { loadSearchSuggestions, recordSearch } from '../../lib/searchApi.ts';
import { isSearchShortcut } from '../../lib/searchShortcuts.ts';
import { focusRing } from '../../lib/ui.ts';
import { CloseIcon, SearchIcon } from '../icons.tsx';
import { SuggestionsPanel, type SuggestionOption } from './SuggestionsPanel.tsx';

export interface SearchBoxProps {
  /** The search the list shows now (from the URL, as the loader normalised it), or null. */
  search: string | null;
  /** How many articles that search found; a search is recorded only once it ran and found something. */
  totalCount: number;
  /** Other list parameters the no-JavaScript form submits along with the search. */
  keepParams?: Record<string, string | null | undefined>;
}

/** The form the loader normalises search text to (list schema: whitespace collapsed, trimmed). */
function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The search box with its suggestions panel; the URL's `search` is the source of truth. */
export function SearchBox({ search, totalCount, keepParams = {} }: SearchBoxProps) {
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(search ?? '');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [shortcutLabel, setShortcutLabel] = useState('Ctrl K');

  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The search last written to the URL by this box (to tell our own navigations from back/forward and links). */
  const committed = useRef(search ?? '');
  /** True from the first URL update of a typing burst until blur, Enter or a pick: later updates replace that entry. */
  const typing = useRef(false);
  /** A search this box started and that has not come back yet; recorded once the loader shows its results. */
  const pendingRecord = useRef<string | null>(null);

  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const hintId = `${baseId}-hint`;

  // Navigation this box did not cause (back/forward, a link, Clear filters): show what the URL says.
  useEffect(() => {
    const fromUrl = search ?? '';
    if (fromUrl === committed.current) return;
    clearTimeout(debounce.current);
    committed.current = fromUrl;
    typing.current = false;
    pendingRecord.current = null;
    setText(fromUrl);
  }, [search]);

  // The search ran: record the keyword (fire and forget) and remember it as a recent search.
  useEffect(() => {
    const term = pendingRecord.current;
    if (!term || search !== term) return;
    pendingRecord.current = null;
    if (totalCount > 0) {
      recordSearch(term);
      setRecent(saveRecentSearch(term));
    }
  }, [search, totalCount]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)) setShortcutLabel('⌘ K');
  }, []);

  /** Writes `raw` to the URL (blank removes the search); `history` push starts a new entry, replace refines the current one. */
  const commit = useCallback(
    (raw: string, history: 'push' | 'replace' | 'auto' = 'auto') => {
      clearTimeout(debounce.current);
      const term = normaliseSearch(raw);
      if (term === committed.current) return;
      const replace = history === 'replace' || (history === 'auto' && typing.current);
      typing.current = true;
      committed.current = term;
      pendingRecord.current = term || null;
      setOpen(false); // the panel closes once a search runs
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (term) next.set('search', term);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const showCategory = useCallback(
    (slug: string) => {
      clearTimeout(debounce.current);
      typing.current = false;
      committed.current = '';
      pendingRecord.current = null;
      setText('');
      setOpen(false);
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('search');
          next.delete('page');
          next.set('category', slug);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const options = useMemo<SuggestionOption[]>(() => {
    const list: SuggestionOption[] = [];
    // Ids come from group and value, not position: trending loads after the panel opens, and the highlighted
    // option must stay the same one when options are added in front of it.
    const optionId = (group: string, value: string) => `${baseId}-${group}-${encodeURIComponent(value).replace(/%/g, '_')}`;
    for (const k of suggestions?.trending ?? []) list.push({ id: optionId('t', k.keyword), group: 'trending', value: k.keyword, label: k.keyword });
    for (const t of suggestions?.popularTopics ?? []) list.push({ id: optionId('p', t.slug), group: 'topics', value: t.slug, label: t.name });
    for (const r of recent.slice(0, RECENT_SEARCHES_SHOWN)) list.push({ id: optionId('r', r), group: 'recent', value: r, label: r });
    return list;
  }, [suggestions, recent, baseId]);

  const openPanel = useCallback(() => {
    setRecent(readRecentSearches());
    setActiveId(null);
    setOpen(true);
    void loadSearchSuggestions().then(setSuggestions);
  }, []);

  const choose = useCallback(
    (option: SuggestionOption) => {
      if (option.group === 'topics') {
        showCategory(option.value);
      } else {
        setText(option.value);
        typing.current = false;
        commit(option.value, 'push');
        typing.current = false;
      }
      setActiveId(null);
      inputRef.current?.focus();
    },
    [commit, showCategory],
  );

  // Shortcuts: Cmd/Ctrl+K anywhere and "/" outside text fields focus the box.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !isSearchShortcut(e, document.activeElement as HTMLElement | null)) return;
      e.preventDefault();
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Close on a press outside the box and its panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onChange = (value: string) => {
    setText(value);
    setActiveId(null);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => commit(value), SEARCH_DEBOUNCE_MS);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        openPanel();
        return;
      }
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const i = options.findIndex((o) => o.id === activeId);
      const next = i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length;
      setActiveId(options[next]?.id ?? null);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const active = open && activeId ? options.find((o) => o.id === activeId) : undefined;
      if (active) choose(active);
      else {
        commit(text);
        typing.current = false;
        setOpen(false);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActiveId(null);
      } else if (text) {
        e.preventDefault();
        setText('');
        commit('', 'push');
        typing.current = false;
      }
    }
  };

  const clear = () => {
    setText('');
    commit('', 'push');
    typing.current = false;
    inputRef.current?.focus();
  };

  const activeOption = open && activeId ? options.find((o) => o.id === activeId) : undefined;

  return (
    <div ref={rootRef} className="relative w-full" data-testid="search-box">
      <form
        role="search"
        action="/"
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          commit(text);
          typing.current = false;
          setOpen(false);
        }}
      >
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-zinc-900 dark:text-zinc-100">
          Search news
        </label>
        {Object.entries(keepParams).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
          <input
            ref={inputRef}
            id={inputId}
            name="search"
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Topics, brands, platforms…"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeOption?.id}
            aria-describedby={hintId}
            data-testid="search-input"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (!open) openPanel();
            }}
            onClick={() => {
              if (!open) openPanel();
            }}
            onBlur={(e) => {
              if (rootRef.current?.contains(e.relatedTarget as Node | null)) return;
              // Leaving the box ends the typing burst: a pending search runs now, and the next one starts a new history entry.
              if (normaliseSearch(text) !== committed.current) commit(text);
              typing.current = false;
              setOpen(false);
            }}
            className={`h-12 w-full rounded-xl border border-zinc-300 bg-white pr-24 pl-11 text-base text-zinc-950 shadow-sm shadow-zinc-950/[0.03] placeholder:text-zinc-500 hover:border-zinc-400 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:hover:border-zinc-600 dark:focus:border-brand-400 dark:focus:ring-brand-400/30`}
          />
          <div className="absolute inset-y-0 right-1.5 flex items-center gap-1">
            {text ? (
              <button
                type="button"
                onClick={clear}
                aria-label="Clear search"
                data-testid="search-clear"
                className={`inline-flex h-10 w-10 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white ${focusRing}`}
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            ) : (
              <span aria-hidden="true" className="mr-1.5 hidden items-center gap-1 sm:flex">
                <kbd className="rounded-md border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-sans text-xs font-medium text-zinc-600 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
                  {shortcutLabel}
                </kbd>
              </span>
            )}
          </div>
        </div>
        <p id={hintId} className="sr-only">
          Results update as you type. Press {shortcutLabel} or slash to come back here; use the arrow keys for suggestions.
        </p>
      </form>
      <SuggestionsPanel
        id={listboxId}
        open={open}
        options={options}
        activeId={activeOption?.id}
        loading={open && suggestions === null}
        onChoose={choose}
        onHover={(id) => setActiveId(id)}
      />
    </div>
  );
}
