/**
 * In an islands document the install banner's code is fetched only when the browser offers installation
 * (InstallBannerLauncher.tsx): nothing before the offer, the banner 3 s after it.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchInstallOffer, installOffered } from '../lib/installOffer.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { InstallBannerLauncher } from './InstallBannerLauncher.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('InstallBannerLauncher', () => {
  it('renders nothing until the browser offers installation, then the banner 3 s after the offer', async () => {
    catchInstallOffer();
    renderRoute(<InstallBannerLauncher />);
    expect(installOffered()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('install-banner')).toBeNull();

    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> };
    offer.prompt = () => Promise.resolve();
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    act(() => void window.dispatchEvent(offer));
    expect(installOffered()).toBe(true);
    expect(offer.defaultPrevented).toBe(true);
    // The banner's chunk arrives, and it waits out the 3 s from the offer.
    await screen.findByTestId('install-banner', {}, { timeout: 5000 });
  });
});
