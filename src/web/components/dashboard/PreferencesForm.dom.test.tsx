/** The dashboard's preferences form: checks with the server's schema before sending, sends the whole set, the spec's toasts. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../domain/readerPreferences.ts';
import { currentToasts } from '../../lib/toast.ts';
import { PreferencesForm } from './PreferencesForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PreferencesForm', () => {
  it('refuses to save with no region and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<PreferencesForm initial={DEFAULT_PREFERENCES} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Indian stories' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one region');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the whole set with the reader\'s changes and says so', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => new Response(JSON.stringify({ preferences: JSON.parse(String(init.body)) }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<PreferencesForm initial={DEFAULT_PREFERENCES} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Platform Updates' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Global stories' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /New stories in my topics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me/preferences');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ ...DEFAULT_PREFERENCES, categories: ['platform-updates'], regions: ['indian', 'global'], notifyFollowed: true });
    await waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('Preferences updated successfully'));
  });

  it('tells the reader when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    render(<PreferencesForm initial={DEFAULT_PREFERENCES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('Failed to update preferences'));
  });
});
