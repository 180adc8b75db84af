/**
 * Floating action menu (public-site §2): Search, Bookmarks, Share, Settings, bottom right. An accessible menu button:
 * aria-expanded, arrow keys / Home / End move between items, Escape or Tab closes (Escape returns focus to the
 * button), 56 px button and 48 px items. It lifts itself above open toasts and the install banner instead of hiding
 * under them, and it never sits on the page's content: wherever text, an image, a card or a control lies under it (a
 * card's Share button, the list filters, the 404 page's topics) it steps aside (fades out and lets presses through)
 * until the reader rests on a clear spot (a gap between cards); the footer keeps one at the end of every page. It
 * shows only once hydrated (it does nothing before), and always while open or focused.
 * Bookmarks and Settings need an account: signed out, a toast says so with a Sign In action; signed in, Bookmarks
 * opens /bookmarks and Settings says where settings will be (the reader dashboard is not built yet).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type SVGProps } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FLOATING_LAYOUT_EVENT } from '../lib/floatingLayout.ts';
import { shareLink } from '../lib/share.ts';
import { useSite, useViewer } from '../lib/site.ts';
import { toast, useToasts } from '../lib/toast.ts';
import { focusRing } from '../lib/ui.ts';
import { ComponentErrorBoundary } from './ErrorBoundary.tsx';
import { Icon as IconFrame, SearchIcon } from './icons.tsx';

/** Gap kept between the menu button and anything it lifts above. */
const STACK_GAP_PX = 12;

/** How long a spot must stay clear, with the page at rest, before the button comes back. */
const SETTLE_MS = 200;

/** What a reader can press or type in. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="slider"], [tabindex]:not([tabindex="-1"])';

/** What a reader reads or looks at: text, media, list items (a card is one) and the controls. */
const CONTENT = `${CONTROLS}, p, h1, h2, h3, h4, h5, h6, li, dt, dd, blockquote, figure, img, picture, video, svg, canvas, table, pre, time, span, strong, em, small, [role="img"]`;

/** Floating things the button already stacks above (measureLift): never a reason to step aside. */
const STACKED_ABOVE = '[data-testid="toast"], [data-floating-obstacle]';

/** True when `el` is content: matches CONTENT itself or inside something that does, or holds text of its own. */
function isContent(el: Element): boolean {
  if (el.closest(CONTENT)) return true;
  for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  return false;
}

/**
 * True when content of the page lies under `box`: hit-tests a 5 × 5 grid of points over it and looks at what a finger
 * would touch there (the topmost element that is not `own`, the menu itself), so clipped and covered elements do not
 * count. Only the page's background (gaps between cards, the footer's reserved bottom) is free.
 */
export function coversContent(box: { left: number; top: number; width: number; height: number }, own: Element, at: (x: number, y: number) => Element[] = (x, y) => document.elementsFromPoint?.(x, y) ?? []): boolean {
  const steps = 4;
  for (let i = 0; i <= steps; i++) {
    for (let j = 0; j <= steps; j++) {
      const x = box.left + 1 + ((box.width - 2) * i) / steps;
      const y = box.top + 1 + ((box.height - 2) * j) / steps;
      const top = at(x, y).find((el) => !own.contains(el));
      if (top && !top.closest(STACKED_ABOVE) && isContent(top)) return true;
    }
  }
  return false;
}

const PlusIcon = (p: SVGProps<SVGSVGElement>) => (
  <IconFrame {...p}>
    <path d="M12 5v14M5 12h14" />
  </IconFrame>
);
const BookmarkIcon = (p: SVGProps<SVGSVGElement>) => (
  <IconFrame {...p}>
    <path d="M6 4h12v16l-6-4-6 4V4Z" />
  </IconFrame>
);
const ShareIcon = (p: SVGProps<SVGSVGElement>) => (
  <IconFrame {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </IconFrame>
);
const SettingsIcon = (p: SVGProps<SVGSVGElement>) => (
  <IconFrame {...p}>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </IconFrame>
);

const SEARCH_INPUT = '[data-testid="search-input"]';

/**
 * Where Search takes a reader from a page without the search box: the home page, asked for by its address, since from
 * an islands document (src/web/islands) that is a new document and nothing else survives the trip.
 */
const HOME_SEARCH = { pathname: '/', hash: '#search' };

/** Focuses the site search box if this page has one. */
function focusSearchInput(): boolean {
  const input = document.querySelector<HTMLInputElement>(SEARCH_INPUT);
  if (!input) return false;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  input.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  input.focus({ preventScroll: true });
  return true;
}

function signInPrompt(feature: string, signIn: () => void) {
  toast({
    key: 'fab-sign-in',
    title: 'Sign in required',
    description: `${feature} need a free account. Every story stays open to read without one.`,
    action: { label: 'Sign In', onClick: signIn },
  });
}

/** Distance from the viewport bottom that clears toasts and floating banners in the button's column, or null. */
function measureLift(button: HTMLElement): number | null {
  const own = button.getBoundingClientRect();
  let top = Infinity;
  for (const el of document.querySelectorAll<HTMLElement>('[data-testid="toast"], [data-floating-obstacle]')) {
    const r = el.getBoundingClientRect();
    // Skip what is hidden, off-screen or beside the button's column.
    if (r.width === 0 || r.height === 0 || r.top >= window.innerHeight || r.right <= own.left || r.left >= own.right) continue;
    top = Math.min(top, r.top);
  }
  return Number.isFinite(top) ? Math.max(0, window.innerHeight - top + STACK_GAP_PX) : null;
}

function FloatingActionMenuInner() {
  const [open, setOpen] = useState(false);
  const [lift, setLift] = useState<number | null>(null);
  // Whether the spot under the button is free of content; false until checked after hydration.
  const [clear, setClear] = useState(false);
  const [focused, setFocused] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const pendingSearch = useRef(location.pathname === HOME_SEARCH.pathname && location.hash === HOME_SEARCH.hash);
  const site = useSite();
  const viewer = useViewer();
  const toSignIn = () => void navigate('/auth');
  const toasts = useToasts();

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Opening moves focus to the first item (menu button pattern).
  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  // A press outside closes the menu without stealing focus from where the reader clicked.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Stay above toasts and the install banner: re-measure after they lay out (ResizeObserver fires after layout, so a
  // toast that just mounted has its final position), and when the window resizes.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (buttonRef.current) setLift(measureLift(buttonRef.current));
      });
    };
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    const observe = () => {
      resizes?.disconnect();
      for (const el of document.querySelectorAll('[aria-label="Notifications"], [data-testid="toast"], [data-floating-obstacle]')) resizes?.observe(el);
      measure();
    };
    observe();
    window.addEventListener('resize', measure);
    window.addEventListener(FLOATING_LAYOUT_EVENT, observe);
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener(FLOATING_LAYOUT_EVENT, observe);
    };
  }, [toasts]);

  // Step aside from content: checked once per frame while the page scrolls or changes. A covered spot hides the button
  // at once; a clear one brings it back only when the page has rested there, so scrolling past cards does not flicker.
  useEffect(() => {
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const check = (settled: boolean) => {
      const button = buttonRef.current;
      const root = rootRef.current;
      if (!button || !root) return;
      if (coversContent(button.getBoundingClientRect(), root)) {
        clearTimeout(settle);
        setClear(false);
      } else if (settled) setClear(true);
      else {
        clearTimeout(settle);
        settle = setTimeout(() => check(true), SETTLE_MS);
      }
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => check(false));
    };
    check(true);
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resizes?.observe(document.body);
    const root = rootRef.current;
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener(FLOATING_LAYOUT_EVENT, schedule);
    // A lift above a toast moves the button: check where it ends up.
    root?.addEventListener('transitionend', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      resizes?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener(FLOATING_LAYOUT_EVENT, schedule);
      root?.removeEventListener('transitionend', schedule);
    };
  }, [location.pathname, location.search, lift]);

  // Search chosen on a page without the search box: go home, then focus it once it is there.
  useEffect(() => {
    if (pendingSearch.current && focusSearchInput()) pendingSearch.current = false;
  }, [location]);

  const onSearch = () => {
    close(false);
    if (!focusSearchInput()) {
      pendingSearch.current = true;
      void navigate(HOME_SEARCH);
    }
  };
  const onShare = async () => {
    close(true);
    const url = site.known && site.url ? site.url : window.location.origin;
    await shareLink({ title: site.name, url, copiedDescription: 'Site link copied to clipboard' });
  };

  const actions = [
    { key: 'search', label: 'Search', Icon: SearchIcon, run: onSearch },
    {
      key: 'bookmarks',
      label: 'Bookmarks',
      Icon: BookmarkIcon,
      run: () => {
        close(true);
        if (viewer) void navigate('/bookmarks');
        else signInPrompt('Bookmarks', toSignIn);
      },
    },
    { key: 'share', label: 'Share', Icon: ShareIcon, run: () => void onShare() },
    {
      key: 'settings',
      label: 'Settings',
      Icon: SettingsIcon,
      run: () => {
        close(true);
        if (viewer) toast({ key: 'fab-settings', title: 'Settings', description: 'Reading and notification settings will live on your dashboard, which is not open yet.' });
        else signInPrompt('Settings', toSignIn);
      },
    },
  ];

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') setOpen(false);
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const shown = clear || open || focused;

  return (
    <aside
      ref={rootRef}
      aria-label="Quick actions"
      data-testid="fab"
      data-state={shown ? 'shown' : 'aside'}
      style={lift !== null ? { bottom: `${lift}px` } : undefined}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 motion-safe:transition-[bottom,opacity] motion-safe:duration-200 sm:right-6 sm:bottom-6 print:hidden ${
        shown ? '' : 'pointer-events-none opacity-0'
      }`}
    >
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        data-testid="fab-menu"
        className="w-52 rounded-2xl border border-zinc-200 bg-white p-1.5 shadow-xl shadow-zinc-950/15 dark:border-zinc-700 dark:bg-zinc-900 dark:shadow-black/50"
      >
        {actions.map(({ key, label, Icon, run }) => (
          <button
            key={key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            data-testid={`fab-${key}`}
            onClick={run}
            className={`flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[0.9375rem] font-medium text-zinc-900 hover:bg-zinc-100 focus-visible:bg-zinc-100 dark:text-zinc-50 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800 ${focusRing}`}
          >
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-300">
              <Icon className="h-[1.125rem] w-[1.125rem]" />
            </span>
            {label}
          </button>
        ))}
      </div>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Quick actions"
        data-testid="fab-button"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
        className={`flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/25 hover:bg-brand-800 dark:bg-brand-500 dark:text-zinc-950 dark:shadow-black/40 dark:hover:bg-brand-400 ${focusRing}`}
      >
        <PlusIcon className={`h-6 w-6 motion-safe:transition-transform motion-safe:duration-200 ${open ? 'rotate-45' : ''}`} />
      </button>
    </aside>
  );
}

/** The menu inside its own component boundary: if it breaks, the page it floats over keeps working. */
export function FloatingActionMenu() {
  return (
    <ComponentErrorBoundary name="Floating actions" floating className="fixed right-4 bottom-4 z-40 max-w-xs sm:right-6 sm:bottom-6">
      <FloatingActionMenuInner />
    </ComponentErrorBoundary>
  );
}
