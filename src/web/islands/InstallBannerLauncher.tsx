/**
 * The install banner of an islands document (components/InstallBanner.tsx), whose code is fetched only once the
 * browser offers installation (`beforeinstallprompt`, caught from the start by lib/installOffer.ts): the banner shows
 * nothing before that, most page views never get the offer, and the banner waits 3 s after it anyway.
 */
import { useSyncExternalStore } from 'react';
import { lazyWhen } from '../components/lazyAfterHydration.tsx';
import { installOffered, subscribeInstallOffer } from '../lib/installOffer.ts';

const useInstallOffered = () => useSyncExternalStore(subscribeInstallOffer, installOffered, () => false);

export const InstallBannerLauncher = lazyWhen('Install banner', () => import('../components/InstallBanner.tsx').then((m) => m.InstallBanner), useInstallOffered);
