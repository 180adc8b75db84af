/**
 * Search in the header of every page but the home page, whose own box sits just below the header (issue 9: "search
 * on every page, Cmd/Ctrl+K and / everywhere"). Until first use it is a plain GET form to `/?search=` (it works
 * without JavaScript and costs no download); focusing it, or a shortcut, loads the full search box (suggestions that
 * follow what is typed) in its place, keeping what was typed and the focus. From 1280 px, signed out, the field is in
 * the header bar; otherwise (a phone, or a signed-in header full of the reader's own controls) a search button opens
 * it in a row under the bar.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isSearchShortcut } from '../../lib/searchShortcuts.ts';
import { focusRing } from '../../lib/ui.ts';
import { SEARCH_INPUT_PROPS } from './searchInputProps.ts';
import { CloseIcon, SearchIcon } from '../icons.tsx';

const SearchBox = lazy(() => import('./SearchBox.tsx').then((m) => ({ default: m.SearchBox })));

/** The width from which the field sits in the header bar when there is room for it (Tailwind's xl). */
const WIDE_QUERY = '(min-width: 80rem)';

function PlainForm({ text, onText, onUse, autoFocus }: { text: string; onText: (t: string) => void; onUse: () => void; autoFocus: boolean }) {
  const id = useId();
  return (
    <form role="search" action="/" method="get" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search news
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400" />
      <input
        id={id}
        {...SEARCH_INPUT_PROPS}
        placeholder="Search news…"
        data-testid="header-search-plain"
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => onText(e.target.value)}
        onFocus={onUse}
        className="h-10 w-full rounded-xl border border-zinc-300 bg-white pr-4 pl-11 text-[0.9375rem] text-zinc-950 placeholder:text-zinc-500 hover:border-zinc-400 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:hover:border-zinc-600 dark:focus:border-brand-400 dark:focus:ring-brand-400/30"
      />
    </form>
  );
}

/** The field: the plain form until first use, then the full search box (loaded on demand). */
function Field({ active, onUse, autoFocus }: { active: boolean; onUse: () => void; autoFocus: boolean }) {
  const [text, setText] = useState('');
  const plain = <PlainForm text={text} onText={setText} onUse={onUse} autoFocus={active} />;
  return (
    <Suspense fallback={plain}>
      {active ? <SearchBox mode="go" search={null} totalCount={0} labelHidden compact autoFocus={autoFocus} initialText={text} /> : plain}
    </Suspense>
  );
}

/** `roomy`: the header has room for the field at 1280 px (signed out: no bell, bookmarks or account menu). */
export function HeaderSearch({ roomy }: { roomy: boolean }) {
  const { pathname } = useLocation();
  const [wideActive, setWideActive] = useState(false);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rowId = useId();
  const onHome = pathname === '/';

  // Before the full box has loaded, the shortcuts load it (the box then handles them itself).
  useEffect(() => {
    if (onHome || wideActive || narrowOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !isSearchShortcut(e, document.activeElement as HTMLElement | null)) return;
      e.preventDefault();
      if (roomy && window.matchMedia(WIDE_QUERY).matches) setWideActive(true);
      else setNarrowOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onHome, wideActive, narrowOpen, roomy]);

  // A page change closes the phone's row (the search went somewhere, or the reader left).
  useEffect(() => setNarrowOpen(false), [pathname]);

  if (onHome) return null;
  return (
    <>
      {roomy ? (
        <div data-testid="header-search" className="hidden w-72 xl:block">
          <Field active={wideActive} onUse={() => setWideActive(true)} autoFocus={wideActive} />
        </div>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={narrowOpen ? 'Close search' : 'Search news'}
        aria-expanded={narrowOpen}
        aria-controls={rowId}
        data-testid="header-search-button"
        onClick={() => setNarrowOpen((v) => !v)}
        className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 ${roomy ? 'xl:hidden' : ''} ${focusRing}`}
      >
        {narrowOpen ? <CloseIcon className="h-5 w-5" /> : <SearchIcon className="h-5 w-5" />}
      </button>
      {narrowOpen ? (
        <div
          id={rowId}
          data-testid="header-search-row"
          className={`absolute inset-x-0 top-full border-b border-zinc-200 bg-white px-4 py-3 shadow-sm sm:px-6 lg:px-8 dark:border-zinc-800 dark:bg-zinc-950 ${roomy ? 'xl:hidden' : ''}`}
          onKeyDown={(e) => {
            // Escape in an empty box closes the row and gives the focus back to its button.
            // (An Escape the box used, to close its suggestions, is not for the row.)
            if (e.key === 'Escape' && !e.defaultPrevented && !(e.target as HTMLInputElement).value) {
              setNarrowOpen(false);
              buttonRef.current?.focus();
            }
          }}
        >
          <div className="ml-auto max-w-2xl">
            <Field active onUse={() => undefined} autoFocus />
          </div>
        </div>
      ) : null}
    </>
  );
}
