/**
 * The phone menu's dialog (loaded on first use by SiteHeader's MobileMenu, so pages do not download the dialog library
 * before a reader opens the menu): a full-screen modal Radix Dialog, so focus stays in it (Tab from the last item
 * wraps to the first), the page behind is inert to pointers and screen readers and does not scroll, and Escape or the
 * close button (where the menu button was) closes it and returns focus to the menu button.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Link } from 'react-router';
import { CATEGORIES } from '../../domain/categories.ts';
import { useSite, useViewer } from '../lib/site.ts';
import { container, focusRing } from '../lib/ui.ts';
import { AccountControl } from './auth/AccountControl.tsx';
import { CloseIcon } from './icons.tsx';
import { PAGE_LINKS } from './pageLinks.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { Wordmark } from './Wordmark.tsx';

export function MobileMenuDialog({
  open,
  setOpen,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const viewer = useViewer();
  const site = useSite();
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const itemClass = `flex min-h-11 items-center gap-3 rounded-lg px-3 text-base text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 ${focusRing}`;
  const iconButton = `-mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-zinc-800 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800 ${focusRing}`;
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          data-testid="mobile-menu"
          aria-describedby={undefined}
          // Focus starts on the close button, where the menu button was.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            closeRef.current?.focus();
          }}
          // No Radix trigger (the button is the header's own): focus goes back to it here.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white text-zinc-900 md:hidden dark:bg-zinc-950 dark:text-zinc-100"
        >
          <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
          {/* The header's bar again, so the wordmark and the close button sit where they were. */}
          <div className="border-b border-zinc-200 dark:border-zinc-800">
            <div className={`${container} flex h-16 items-center justify-between gap-4`}>
              <Wordmark name={site.name} onClick={close} />
              <RadixDialog.Close asChild>
                <button ref={closeRef} type="button" aria-label="Close menu" data-testid="mobile-menu-close" className={iconButton}>
                  <CloseIcon className="h-6 w-6" />
                </button>
              </RadixDialog.Close>
            </div>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            <nav aria-label="Mobile" className="px-4 pt-3 pb-5">
              <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-zinc-600 uppercase dark:text-zinc-400">Categories</p>
              <ul>
                {CATEGORIES.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/categories/${c.slug}`} onClick={close} className={itemClass}>
                      <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: c.colour }} />
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="my-3 border-t border-zinc-200 dark:border-zinc-800" />
              <ul>
                <li>
                  <Link to="/" onClick={close} className={itemClass}>
                    Home
                  </Link>
                </li>
                {PAGE_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} onClick={close} className={itemClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="my-3 border-t border-zinc-200 dark:border-zinc-800" />
              <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-zinc-600 uppercase dark:text-zinc-400">Theme</p>
              <ThemeSwitch className="flex w-full" />
              {viewer ? (
                <AccountControl viewer={viewer} stacked />
              ) : (
                <Link
                  to="/auth"
                  onClick={close}
                  className={`mt-4 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-zinc-950 dark:hover:bg-brand-400 ${focusRing}`}
                >
                  Sign In
                </Link>
              )}
            </nav>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
