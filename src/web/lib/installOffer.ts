/**
 * The browser's install offer (`beforeinstallprompt`), caught from the moment the page's scripts run: the install
 * banner (components/InstallBanner.tsx) is fetched only once the page has hydrated, and the browser may make its
 * offer before that. The banner takes the offer over when it mounts and from then on listens itself.
 */
import type { BeforeInstallPromptEvent } from './installPrompt.ts';

export interface EarlyInstallOffer {
  event: BeforeInstallPromptEvent;
  /** When the browser made it (ms since the epoch): the banner still shows 3 s after this. */
  at: number;
}

let early: EarlyInstallOffer | null = null;
let listening = false;
let handedOver = false;
/** Whether the browser has offered installation in this page view (islands load the banner only then). */
let offered = false;
const offerListeners = new Set<() => void>();

/** Starts listening (in the browser, once). */
export function catchInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (handedOver) return;
    // Keep the browser's own mini-infobar away: the banner replaces it.
    event.preventDefault();
    early = { event: event as BeforeInstallPromptEvent, at: Date.now() };
    if (!offered) {
      offered = true;
      for (const listener of offerListeners) listener();
    }
  });
  window.addEventListener('appinstalled', () => {
    early = null;
  });
}

/** The offer made before the banner was there, if any; the banner handles every later one itself. */
export function takeEarlyInstallOffer(): EarlyInstallOffer | null {
  handedOver = true;
  const offer = early;
  early = null;
  return offer;
}

/** Subscribes to the first offer (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeInstallOffer(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

/** True once the browser has offered installation in this page view. */
export function installOffered(): boolean {
  return offered;
}
