/**
 * Install-app banner (public-site §2, §4): appears 3 s after the browser offers installation (`beforeinstallprompt`),
 * never in standalone display mode or after installing; Install opens the browser's own prompt, and dismissing
 * (here or in that prompt) hides it for 7 days. The rules live in lib/installPrompt.ts. The root layout loads it once
 * the page has hydrated; an offer the browser made before that was kept for it (lib/installOffer.ts).
 */
import { useEffect, useId, useState } from 'react';
import {
  bannerDelay,
  canOfferInstall,
  isStandaloneDisplay,
  readDismissedAt,
  storeDismissedAt,
  type BeforeInstallPromptEvent,
} from '../lib/installPrompt.ts';
import { FLOATING_LAYOUT_EVENT } from '../lib/floatingLayout.ts';
import { takeEarlyInstallOffer } from '../lib/installOffer.ts';
import { useSite } from '../lib/site.ts';
import { buttonPrimary, focusRing } from '../lib/ui.ts';
import { ComponentErrorBoundary } from './ErrorBoundary.tsx';
import { CloseIcon, LogoMark } from './icons.tsx';

function InstallBannerInner() {
  const [prompt, setPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);
  const site = useSite();
  const titleId = useId();

  useEffect(() => {
    if (isStandaloneDisplay()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let installed = false;
    /** `at`: when the browser made the offer (before this banner was loaded, for an early one). */
    const onPrompt = (event: Event, at = Date.now()) => {
      // Keep the browser's own mini-infobar away: this banner replaces it.
      event.preventDefault();
      const now = Date.now();
      if (!canOfferInstall({ standalone: isStandaloneDisplay(), installed, dismissedAt: readDismissedAt(now), now })) return;
      setPrompt(event as BeforeInstallPromptEvent);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), bannerDelay(at, now));
    };
    const onInstalled = () => {
      installed = true;
      clearTimeout(timer);
      setVisible(false);
      setPrompt(null);
    };
    const early = takeEarlyInstallOffer();
    if (early) onPrompt(early.event, early.at);
    const onEvent = (event: Event) => onPrompt(event);
    window.addEventListener('beforeinstallprompt', onEvent);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onEvent);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const shown = visible && prompt !== null;
  // The floating menu re-measures so it sits above the banner on phones.
  useEffect(() => {
    window.dispatchEvent(new Event(FLOATING_LAYOUT_EVENT));
  }, [shown]);

  if (!shown || !prompt) return null;

  const dismiss = () => {
    storeDismissedAt();
    setVisible(false);
  };
  const install = async () => {
    const event = prompt;
    setVisible(false);
    setPrompt(null); // the browser allows prompt() once per event
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'dismissed') storeDismissedAt();
    } catch {
      // The prompt could not open (already used): nothing more to offer in this visit.
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="install-banner"
      data-floating-obstacle=""
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-zinc-200 bg-white p-4 shadow-2xl shadow-zinc-950/15 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[26rem] dark:border-zinc-700 dark:bg-zinc-900 dark:shadow-black/50 print:hidden"
    >
      <div className="flex items-start gap-3.5">
        <LogoMark className="h-12 w-12 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="pr-8 text-base font-semibold text-zinc-950 dark:text-white">
            Install {site.name}
          </h2>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">Open it from your home screen in one tap, and read the stories you opened even without a connection.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => void install()} className={buttonPrimary} data-testid="install-accept">
              Install
            </button>
            <button
              type="button"
              onClick={dismiss}
              data-testid="install-dismiss"
              className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800 ${focusRing}`}
            >
              Not now
            </button>
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss install banner"
        className={`absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 ${focusRing}`}
      >
        <CloseIcon className="h-5 w-5" />
      </button>
    </section>
  );
}

/** The banner inside its own boundary: a failure in it (e.g. a display-mode query the browser rejects) stays local. */
export function InstallBanner() {
  return (
    <ComponentErrorBoundary name="Install banner" floating className="fixed inset-x-3 bottom-3 z-50 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[26rem]">
      <InstallBannerInner />
    </ComponentErrorBoundary>
  );
}
