/**
 * The share menu reports a share only once it happened: a copied link ("copy") or a network's link followed (its
 * channel), as a JSON beacon to /api/articles/{id}/share, or a keepalive fetch where beacons are missing or refused.
 * A copy that failed, or opening and closing the menu, sends nothing. (The menu offers no device share sheet, so there
 * is no native share to cancel.)
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { ShareMenu } from './ShareMenu.tsx';

const ID = '0b6c1a52-6f1e-4c8e-9f3a-2d7e4b5a9c10';
const URL_OF_STORY = `https://news.example.in/articles/${ID}-mumbai-creators`;
const SHARE_PATH = `/api/articles/${ID}/share`;

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const realBeacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
const realExecCommand = document.execCommand;
const realFetch = globalThis.fetch;
let beacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;
let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
/** Links are not followed in the test document (the menu's own click handler still runs). */
const stayHere = (e: MouseEvent) => e.preventDefault();

function installBeacon(result: boolean | 'missing' | 'throws') {
  if (result === 'missing') {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    return;
  }
  beacon = vi.fn(() => {
    if (result === 'throws') throw new TypeError('beacons of this type are not allowed');
    return result;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
}

function installClipboard(works: boolean) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: () => (works ? Promise.resolve() : Promise.reject(new Error('denied'))) },
    configurable: true,
  });
  // The fallback copy (a selected text area) fails too when the clipboard is refused.
  document.execCommand = () => works;
}

/** What a beacon carried: its URL, content type and JSON body. */
async function beaconSent(call = 0): Promise<{ url: string; type: string; body: unknown }> {
  const [url, data] = beacon.mock.calls[call] ?? [];
  const blob = data as Blob;
  return { url: String(url), type: blob.type, body: JSON.parse(await blob.text()) };
}

beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  globalThis.fetch = fetchSpy;
  document.addEventListener('click', stayHere);
  document.addEventListener('auxclick', stayHere);
});

afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  if (realBeacon) Object.defineProperty(navigator, 'sendBeacon', realBeacon);
  else Reflect.deleteProperty(navigator, 'sendBeacon');
  document.execCommand = realExecCommand;
  globalThis.fetch = realFetch;
  document.removeEventListener('click', stayHere);
  document.removeEventListener('auxclick', stayHere);
});

/** Renders the menu and opens it; `userEvent.setup()` comes first because it installs a clipboard of its own. */
async function openMenu() {
  const user = userEvent.setup();
  renderRoute(<ShareMenu articleId={ID} title="Mumbai creators sign record brand deals" url={URL_OF_STORY} />);
  await user.click(screen.getByTestId('share-button'));
  return user;
}

describe('ShareMenu share reports', () => {
  it('sends a JSON beacon with channel "copy" once the link is copied', async () => {
    const user = await openMenu();
    installBeacon(true);
    installClipboard(true);
    await user.click(screen.getByTestId('share-copy'));
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(await beaconSent()).toEqual({ url: SHARE_PATH, type: 'application/json', body: { channel: 'copy' } });
    expect(screen.getByTestId('share-copy').textContent).toBe('Copied');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing when the copy failed, or when the menu is only opened and closed', async () => {
    const user = await openMenu();
    installBeacon(true);
    installClipboard(false);
    await user.click(screen.getByTestId('share-copy'));
    await screen.findByText('Failed to copy');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('share-menu')).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the network as the channel when its link is followed, by click or middle click', async () => {
    const user = await openMenu();
    installBeacon(true);
    await user.click(screen.getByTestId('share-whatsapp'));
    await user.click(screen.getByTestId('share-button'));
    await user.pointer({ keys: '[MouseMiddle]', target: screen.getByTestId('share-linkedin') });
    // A right click (the context menu) is no share.
    await user.pointer({ keys: '[MouseRight]', target: screen.getByTestId('share-x') });
    expect(beacon).toHaveBeenCalledTimes(2);
    expect((await beaconSent(0)).body).toEqual({ channel: 'whatsapp' });
    expect((await beaconSent(1)).body).toEqual({ channel: 'linkedin' });
  });

  it('falls back to a keepalive fetch where beacons are missing, refused or throw', async () => {
    for (const beaconState of ['missing', false, 'throws'] as const) {
      fetchSpy.mockClear();
      const user = await openMenu();
      installBeacon(beaconState);
      await user.click(screen.getByTestId('share-email'));
      expect(fetchSpy, String(beaconState)).toHaveBeenCalledTimes(1);
      const [url, init] = fetchSpy.mock.calls[0] ?? [];
      expect(url).toBe(SHARE_PATH);
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
      expect(JSON.parse(String(init?.body))).toEqual({ channel: 'email' });
      cleanup();
    }
  });
});
