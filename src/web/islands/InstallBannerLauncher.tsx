/**
 * The install banner of an islands document (components/InstallBanner.tsx), whose code is fetched only once the
 * browser offers installation (`beforeinstallprompt`, caught from the start by lib/installOffer.ts): the banner shows
 * nothing before that, most page views never get the offer, and the banner waits 3 s after it anyway.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LeaveOutOnError } from '../components/ErrorBoundary.tsx';
import { installOffered, subscribeInstallOffer } from '../lib/installOffer.ts';

const InstallBanner = lazy(() => import('../components/InstallBanner.tsx').then((m) => ({ default: m.InstallBanner })));

export function InstallBannerLauncher() {
  const offered = useSyncExternalStore(subscribeInstallOffer, installOffered, () => false);
  if (!offered) return null;
  return (
    <LeaveOutOnError name="Install banner">
      <Suspense fallback={null}>
        <InstallBanner />
      </Suspense>
    </LeaveOutOnError>
  );
}
