/** Sticky site header: wordmark, Categories dropdown (desktop), page links, search (every page but home), theme switch, Sign In or the account; a full-screen menu dialog on phones. */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { CATEGORIES, previewDescription } from '../../domain/categories.ts';
import { useSite, useViewer } from '../lib/site.ts';
import { AccountControl } from './auth/AccountControl.tsx';
import { container, focusRing } from '../lib/ui.ts';
import { ChevronDownIcon, MenuIcon } from './icons.tsx';
import { PAGE_LINKS } from './pageLinks.ts';
import { Wordmark } from './Wordmark.tsx';
import { HeaderSearch } from './search/HeaderSearch.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

// Only signed-in readers download the bell, its live count and its panel. The server has it at hand: an islands
// document renders the header on a root of its own in one pass (islands/Island.tsx), which cannot wait for a chunk.
const loadBell = () => import('./notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell }));
const NotificationBell = import.meta.env.SSR ? (await loadBell()).default : lazy(loadBell);

/** Closes a popup on Escape (returning focus to its button) and on a pointer press outside `root`. */
function useDismiss(open: boolean, close: () => void, root: React.RefObject<HTMLElement | null>, button: React.RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root, button]);
}

function CategoriesMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useRef(() => setOpen(false)).current;
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="categories-menu-button"
        onClick={() => setOpen((o) => !o)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 motion-safe:transition-colors dark:text-zinc-300 dark:hover:bg-zinc-800/70 dark:hover:text-white ${focusRing} ${open ? 'bg-zinc-100 text-zinc-950 dark:bg-zinc-800/70 dark:text-white' : ''}`}
      >
        Categories
        <ChevronDownIcon className={`h-4 w-4 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="categories-menu"
        className="absolute top-full left-0 z-50 mt-2 w-[22rem] rounded-xl lg:w-[42rem] border border-zinc-200 bg-white p-2 shadow-xl shadow-zinc-950/10 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/40"
      >
        <ul className="grid gap-1 lg:grid-cols-2">
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link
                to={`/categories/${c.slug}`}
                onClick={() => setOpen(false)}
                className={`flex min-h-11 items-start gap-3 rounded-lg px-3 py-2.5 hover:bg-zinc-50 dark:hover:bg-zinc-800 ${focusRing}`}
              >
                <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: c.colour }} />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-zinc-950 dark:text-zinc-50">{c.name}</span>
                  <span className="block text-sm text-zinc-600 dark:text-zinc-400">{previewDescription(c.description, 40)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Loads the phone menu's dialog; started early when a pointer or focus reaches the menu button. */
const loadMenuDialog = () => import('./MobileMenuDialog.tsx').then((m) => ({ default: m.MobileMenuDialog }));
const MobileMenuDialog = lazy(loadMenuDialog);

/**
 * The phone menu's button and, from its first use, its dialog (MobileMenuDialog.tsx: a modal that traps focus and
 * gives it back to this button on close). The dialog library stays out of the first load of every page.
 */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: later openings are instant, and the dialog can hand focus back on close.
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The menu is the phone's: a window widened to the desktop header (md) closes it rather than trap focus unseen.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 48rem)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const iconButton = `-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 ${focusRing}`;
  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-button"
        className={iconButton}
        onPointerEnter={() => void loadMenuDialog()}
        onFocus={() => void loadMenuDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} setOpen={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function SiteHeader() {
  const site = useSite();
  const viewer = useViewer();
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 border-b border-zinc-200/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75 dark:border-zinc-800/80 dark:bg-zinc-950/85 dark:supports-[backdrop-filter]:bg-zinc-950/75"
    >
      <div className={`${container} relative flex h-16 items-center justify-between gap-4`}>
        <div className="flex min-w-0 items-center gap-4 lg:gap-6">
          <Wordmark name={site.name} />
          {/* The page links (also in the footer and the phone menu) make room for a signed-in reader's controls below 1280 px. */}
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <CategoriesMenu />
            {PAGE_LINKS.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                className={({ isActive }) =>
                  `hidden min-h-11 items-center rounded-md px-3 text-sm font-medium motion-safe:transition-colors ${viewer ? 'xl:inline-flex' : 'lg:inline-flex'} ${focusRing} ${
                    isActive
                      ? 'text-zinc-950 underline decoration-brand-700 decoration-2 underline-offset-[6px] dark:text-white dark:decoration-brand-400'
                      : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800/70 dark:hover:text-white'
                  }`
                }
              >
                {l.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-1 md:gap-2 xl:gap-3">
          <HeaderSearch roomy={!viewer} />
          {viewer ? (
            <Suspense fallback={<span aria-hidden="true" className="h-11 w-11 shrink-0" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-3 md:flex">
            <ThemeSwitch compact />
            {viewer ? (
              <AccountControl viewer={viewer} />
            ) : (
              <Link
                to="/auth"
                data-testid="sign-in-link"
                className={`inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 motion-safe:transition-colors dark:bg-brand-500 dark:text-zinc-950 dark:hover:bg-brand-400 ${focusRing}`}
              >
                Sign In
              </Link>
            )}
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
