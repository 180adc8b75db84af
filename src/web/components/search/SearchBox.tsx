/**
 * The home page's search box (public-site §1, §2, §4, §5; issue 9): a labelled combobox that searches 300 ms after the
 * last keystroke by updating `?search=` (the page loader runs the search), a suggestions panel on focus that follows
 * what is typed (searches, topics, sources and stories matching it), and the Cmd/Ctrl+K and `/` shortcuts. While typed
 * text has not been searched yet it tells the list (lib/searchActivity.ts), so the list never flashes "No articles
 * found" for half a word. Without JavaScript it is a plain GET form that submits `?search=`.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../domain/articleQuery.ts';
import { RECENT_SEARCHES_SHOWN, SEARCH_DEBOUNCE_MS } from '../../../domain/searchKeywords.ts';
import { phraseMatches, TYPED_SUGGESTIONS_DEBOUNCE_MS, typedText, type SearchSuggestions, type TypedSuggestions } from '../../../domain/searchSuggestions.ts';
import { readRecentSearches, saveRecentSearch } from '../../lib/recentSearches.ts';
import { setSearchPending } from '../../lib/searchActivity.ts';
import { loadSearchSuggestions, loadTypedSuggestions, recordSearch } from '../../lib/searchApi.ts';
import { isSearchShortcut } from '../../lib/searchShortcuts.ts';
import { focusRing } from '../../lib/ui.ts';
import { SEARCH_INPUT_PROPS } from './searchInputProps.ts';
import { CloseIcon, SearchIcon } from '../icons.tsx';
import { SuggestionsPanel, type SuggestionOption } from './SuggestionsPanel.tsx';

export interface SearchBoxProps {
  /** The search the list shows now (from the URL, as the loader normalised it), or null. */
  search: string | null;
  /** How many articles that search found; a search is recorded only once it ran and found something. */
  totalCount: number;
  /** Other list parameters the no-JavaScript form submits along with the search. */
  keepParams?: Record<string, string | null | undefined>;
  /** The label is read by screen readers only (the box's icon and placeholder say what it is). */
  labelHidden?: boolean;
  /**
   * `list` (the home page): the box drives the list below it, searching as the reader types. `go` (the header of every
   * other page): typing only suggests; Enter or a pick goes to the home page's results, a topic or a story.
   */
  mode?: 'list' | 'go';
  /** Text already typed (into the header's plain form, before this box loaded), and whether to take the focus. */
  initialText?: string;
  autoFocus?: boolean;
  /** Shown smaller (the header). */
  compact?: boolean;
}

/** The form the loader normalises search text to (list schema: whitespace collapsed, trimmed, NFC). */
function normaliseSearch(text: string): string {
  return text.replace(/\s+/g, ' ').trim().normalize('NFC');
}

/** The search box with its suggestions panel; the URL's `search` is the source of truth. */
export function SearchBox({
  search,
  totalCount,
  keepParams = {},
  labelHidden = false,
  mode = 'list',
  initialText,
  autoFocus = false,
  compact = false,
}: SearchBoxProps) {
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const goes = mode === 'go';
  const [text, setText] = useState(initialText ?? search ?? '');
  /** The search last written to the URL by this box, as state too: typed text differing from it is not searched yet. */
  const [committedText, setCommittedText] = useState(search ?? '');
  /** A search this box wrote to the URL whose results have not arrived yet (the loader's `search` is still another). */
  const [awaiting, setAwaiting] = useState<string | null>(null);
  /** Suggestions for the typed text (or for a previous text, shown until the current one's arrive). */
  const [typedResult, setTypedResult] = useState<TypedSuggestions | null>(null);
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

  const markCommitted = useCallback((term: string) => {
    committed.current = term;
    setCommittedText(term);
  }, []);

  // Navigation this box did not cause (back/forward, a link, Clear filters, "Did you mean"): show what the URL says.
  useEffect(() => {
    const fromUrl = search ?? '';
    if (fromUrl === committed.current) return;
    clearTimeout(debounce.current);
    markCommitted(fromUrl);
    setAwaiting(null);
    typing.current = false;
    pendingRecord.current = null;
    setText(fromUrl);
  }, [search, markCommitted]);

  // Typed text not searched yet (the debounce is pending), or searched and its results not here yet: the list shows
  // "Searching…", never its empty state. The results' arrival is read from the loader's `search` rather than the
  // navigation state, which React Router updates in a transition (a frame after this box's own state).
  const pending = normaliseSearch(text) !== committedText || (awaiting !== null && awaiting !== (search ?? ''));
  useEffect(() => {
    if (awaiting !== null && awaiting === (search ?? '')) setAwaiting(null);
  }, [awaiting, search]);
  // Only the home page's box has a list to tell.
  useEffect(() => {
    if (!goes) setSearchPending(pending);
  }, [pending, goes]);
  useEffect(() => () => setSearchPending(false), []);

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

  /**
   * Writes `raw` to the URL (blank removes the search); `history` push starts a new entry, replace refines the current
   * one. A search the reader asked for (Enter, a pick, leaving the box) closes the panel; one run by a pause in typing
   * (`keepOpen`) leaves it open, so the suggestions keep following the text.
   */
  const commit = useCallback(
    (raw: string, history: 'push' | 'replace' | 'auto' = 'auto', keepOpen = false) => {
      clearTimeout(debounce.current);
      if (!keepOpen) setOpen(false);
      const term = normaliseSearch(raw);
      if (goes) {
        // The results live on the home page, which records the search once it has run there.
        if (term) navigate(`/?search=${encodeURIComponent(term)}`);
        return;
      }
      if (term === committed.current) return;
      const replace = history === 'replace' || (history === 'auto' && typing.current);
      typing.current = true;
      markCommitted(term);
      setAwaiting(term);
      pendingRecord.current = term || null;
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
    [setSearchParams, markCommitted, goes, navigate],
  );

  const showCategory = useCallback(
    (slug: string) => {
      clearTimeout(debounce.current);
      if (goes) {
        setOpen(false);
        navigate(`/categories/${slug}`);
        return;
      }
      typing.current = false;
      markCommitted('');
      setAwaiting(null);
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
    [setSearchParams, markCommitted, goes, navigate],
  );

  // What is typed, as suggestions match it (null below two characters: the panel's default content).
  const typed = useMemo(() => typedText(text), [text]);
  const typedKey = typed?.text ?? null;

  // Suggestions follow the typed text while the panel is open, a moment after the last keystroke.
  useEffect(() => {
    if (!open || typedKey === null) return;
    let current = true;
    const timer = setTimeout(() => {
      loadTypedSuggestions(typedKey).then(
        (answer) => {
          if (current) setTypedResult(answer);
        },
        () => undefined, // keep what the panel shows; the search itself is unaffected
      );
    }, TYPED_SUGGESTIONS_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, typedKey]);

  const options = useMemo<SuggestionOption[]>(() => {
    const list: SuggestionOption[] = [];
    // Ids come from group and value, not position: trending loads after the panel opens, and the highlighted
    // option must stay the same one when options are added in front of it.
    const optionId = (group: string, value: string) => `${baseId}-${group}-${encodeURIComponent(value).replace(/%/g, '_')}`;
    if (typed) {
      // The answer for this text, or (until it arrives) for a shorter or longer form of it, never an unrelated one.
      const matched = typedResult && (typed.text.startsWith(typedResult.query) || typedResult.query.startsWith(typed.text)) ? typedResult : null;
      for (const t of matched?.terms ?? [])
        list.push({ id: optionId('s', t.term), group: 'terms', value: t.term, label: t.term, trending: t.trending, correction: t.correction });
      for (const t of matched?.topics ?? []) list.push({ id: optionId('p', t.slug), group: 'topics', value: t.slug, label: t.name });
      for (const name of matched?.sources ?? []) list.push({ id: optionId('o', name), group: 'sources', value: name, label: name });
      for (const a of matched?.stories ?? []) list.push({ id: optionId('a', a.id), group: 'stories', value: a.path, label: a.title });
      for (const r of recent.filter((r) => r !== typed.text && phraseMatches(r, typed.words)).slice(0, RECENT_SEARCHES_SHOWN))
        list.push({ id: optionId('r', r), group: 'recent', value: r, label: r });
      return list;
    }
    for (const k of suggestions?.trending ?? []) list.push({ id: optionId('t', k.keyword), group: 'trending', value: k.keyword, label: k.keyword });
    for (const t of suggestions?.popularTopics ?? []) list.push({ id: optionId('p', t.slug), group: 'topics', value: t.slug, label: t.name });
    for (const r of recent.slice(0, RECENT_SEARCHES_SHOWN)) list.push({ id: optionId('r', r), group: 'recent', value: r, label: r });
    return list;
  }, [typed, typedResult, suggestions, recent, baseId]);

  const openPanel = useCallback(() => {
    setRecent(readRecentSearches());
    setActiveId(null);
    setOpen(true);
    void loadSearchSuggestions().then(setSuggestions);
  }, []);

  // The header's box replaces its plain form on first use: it takes over the focus and the text typed so far.
  useEffect(() => {
    if (!autoFocus) return;
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    openPanel();
  }, [autoFocus, openPanel]);

  const choose = useCallback(
    (option: SuggestionOption) => {
      if (option.group === 'topics') {
        showCategory(option.value);
      } else if (option.group === 'stories') {
        // A story opens its page; the typed text stays in the box for when the reader comes back.
        clearTimeout(debounce.current);
        setOpen(false);
        navigate(option.value);
      } else {
        setText(option.value);
        typing.current = false;
        commit(option.value, 'push');
        typing.current = false;
      }
      setActiveId(null);
      inputRef.current?.focus();
    },
    [commit, showCategory, navigate],
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
    // Typing shows the suggestions for what is typed (again, after Escape or a search closed the panel).
    if (!open) openPanel();
    clearTimeout(debounce.current);
    if (!goes) debounce.current = setTimeout(() => commit(value, 'auto', true), SEARCH_DEBOUNCE_MS);
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
        <label htmlFor={inputId} className={labelHidden ? 'sr-only' : 'mb-2 block text-sm font-semibold text-zinc-900 dark:text-zinc-100'}>
          Search news
        </label>
        {Object.entries(keepParams).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
          <input
            ref={inputRef}
            id={inputId}
            {...SEARCH_INPUT_PROPS}
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
              if (!goes && normaliseSearch(text) !== committed.current) commit(text);
              typing.current = false;
              setOpen(false);
            }}
            className={`${compact ? 'h-10 text-[0.9375rem]' : 'h-12 text-base'} w-full rounded-xl border border-zinc-300 bg-white pr-24 pl-11 text-zinc-950 shadow-sm shadow-zinc-950/[0.03] placeholder:text-zinc-500 hover:border-zinc-400 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:hover:border-zinc-600 dark:focus:border-brand-400 dark:focus:ring-brand-400/30`}
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
          {goes ? 'Press Enter to search, or pick a suggestion.' : 'Results update as you type.'} Press {shortcutLabel} or slash to come back here; use the
          arrow keys for suggestions.
        </p>
      </form>
      <SuggestionsPanel
        id={listboxId}
        open={open}
        options={options}
        activeId={activeOption?.id}
        loading={open && (typed ? typedResult?.query !== typed.text : suggestions === null)}
        typed={typed ? typed.text : null}
        onChoose={choose}
        onHover={(id) => setActiveId(id)}
      />
    </div>
  );
}
