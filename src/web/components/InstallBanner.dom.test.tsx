/**
 * The install banner's timing and dismissal in a DOM (public-site §2, §4), with the clock under the test's control:
 * 3 s after the browser's offer, Install calls prompt(), a dismissal hides it for exactly 7 days, never standalone.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/renderRoute.tsx';
import { InstallBanner } from './InstallBanner.tsx';

const DAY = 86_400_000;

/** Dispatches the browser's install offer, with a prompt() the test can observe. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted'): { prompted: () => number } {
  let prompted = 0;
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt?: () => Promise<void>; userChoice?: Promise<unknown> };
  event.prompt = () => {
    prompted++;
    return Promise.resolve();
  };
  event.userChoice = Promise.resolve({ outcome, platform: 'web' });
  act(() => void window.dispatchEvent(event));
  return { prompted: () => prompted };
}

const banner = () => screen.queryByTestId('install-banner');
const runFor = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

/** Renders the banner, then stops the clock: from here time moves only when the test says so. */
function renderWithClock() {
  renderRoute(<InstallBanner />);
  vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('install banner', () => {
  it('appears 3 s after the browser offers installation, and Install calls prompt()', async () => {
    renderWithClock();
    const offer = offerInstall();
    runFor(2999);
    expect(banner()).toBeNull();
    runFor(1);
    expect(banner()).not.toBeNull();
    await act(async () => screen.getByTestId('install-accept').click());
    expect(banner()).toBeNull();
    expect(offer.prompted()).toBe(1);
  });

  it('stays hidden for 7 days after a dismissal and returns at exactly 7 days', () => {
    renderWithClock();
    offerInstall();
    runFor(3000);
    act(() => screen.getByTestId('install-dismiss').click());
    expect(banner()).toBeNull();
    const dismissedAt = Number(localStorage.getItem('cei-install-dismissed-at'));
    expect(dismissedAt).toBe(Date.now());

    // The clock stands still, so "now" is the same for the banner's check: a dismissal 1 ms short of 7 days ago hides it …
    localStorage.setItem('cei-install-dismissed-at', String(Date.now() - 7 * DAY + 1));
    offerInstall();
    runFor(3000);
    expect(banner()).toBeNull();

    // … and one exactly 7 days ago no longer does.
    localStorage.setItem('cei-install-dismissed-at', String(Date.now() - 7 * DAY));
    offerInstall();
    runFor(3000);
    expect(banner()).not.toBeNull();
  });

  it('never shows in standalone display mode', () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => (q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q)));
    renderWithClock();
    offerInstall();
    runFor(5000);
    expect(banner()).toBeNull();
  });
});
