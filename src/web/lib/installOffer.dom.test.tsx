/**
 * The install banner is loaded only once the page has hydrated (root.tsx), and the browser may offer installation
 * before that: the offer is caught from the start (lib/installOffer.ts) and the banner, when it mounts, still shows
 * 3 s after the offer was made, with Install calling that offer's prompt(). The banner's own rules:
 * components/InstallBanner.dom.test.tsx.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from '../components/InstallBanner.tsx';
import { renderRoute } from '../testing/renderRoute.tsx';
import { catchInstallOffer } from './installOffer.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('an install offer made before the banner is loaded', () => {
  it('is kept (the browser’s own infobar held back), and the banner shows 3 s after it', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    catchInstallOffer();
    let prompted = 0;
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> };
    offer.prompt = () => {
      prompted++;
      return Promise.resolve();
    };
    offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);

    // The page hydrates and fetches the banner 1 s later.
    act(() => void vi.advanceTimersByTime(1000));
    renderRoute(<InstallBanner />);
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('install-banner')).not.toBeNull();
    await act(async () => screen.getByTestId('install-accept').click());
    expect(prompted).toBe(1);
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });
});
