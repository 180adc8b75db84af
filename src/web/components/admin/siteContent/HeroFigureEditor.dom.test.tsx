/**
 * The Site Content editor's figure card in a DOM: only the changed fields are sent, the server's field messages appear
 * next to their fields (and the field is marked invalid), the preview follows the form, and a save clears the errors.
 * The server is a fetch stand-in; the real API is covered by src/server/adminLifecycleApi.integration.test.ts.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeroFigure } from '../../../../domain/siteContent.ts';
import { HeroFigureEditor } from './HeroFigureEditor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIGURE: HeroFigure = {
  key: 'creators-in-india',
  value: '2–2.5 million',
  label: 'active digital creators in India',
  source: { publisher: 'BCG', title: 'From Content to Commerce', year: 2025, url: 'https://example.com/bcg' },
  asOf: '2025-05-03',
  sortOrder: 10,
  isActive: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('HeroFigureEditor', () => {
  it('sends only what changed and shows the server’s messages next to their fields', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      reply({ error: { code: 'invalid_request', message: 'As-of date cannot be in the future', details: [{ field: 'asOf', message: 'As-of date cannot be in the future' }] } }, 400),
    );
    vi.stubGlobal('fetch', fetch);
    render(<HeroFigureEditor figure={FIGURE} onSaved={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('As-of date'), { target: { value: '2999-01-01' } });
    fireEvent.change(screen.getByLabelText('Report year'), { target: { value: '2026' } });
    expect(screen.getByText('Unsaved: Report year, As-of date')).toBeTruthy();
    fireEvent.click(save);

    await waitFor(() => expect(screen.getByLabelText('As-of date').getAttribute('aria-invalid')).toBe('true'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/site-content/hero-figures/creators-in-india');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ sourceYear: 2026, asOf: '2999-01-01' });
    const asOf = screen.getByLabelText('As-of date');
    const describedBy = (asOf.getAttribute('aria-describedby') ?? '').split(' ');
    const error = describedBy.map((id) => document.getElementById(id)).find((el) => el?.textContent === 'As-of date cannot be in the future');
    expect(error).toBeTruthy();
    expect(screen.getByLabelText('Value').getAttribute('aria-invalid')).toBeNull();
  });

  it('previews the typed values with the home page’s own figure, and saves', async () => {
    const saved: HeroFigure = { ...FIGURE, value: '2.6 million', updatedAt: '2026-11-26T10:00:00.000Z' };
    const fetch = vi.fn(async () => reply({ figure: saved }));
    vi.stubGlobal('fetch', fetch);
    const onSaved = vi.fn();
    render(<HeroFigureEditor figure={FIGURE} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '2.6 million' } });
    const preview = screen.getByTestId('hero-figure-preview');
    expect(within(preview).getByText('2.6 million')).toBeTruthy();
    expect(within(preview).getByTestId('hero-figure-source').textContent).toContain('as of May 2025');

    fireEvent.click(screen.getByLabelText('Shown on the home page'));
    expect(within(preview).getByText('Hidden: readers do not see this figure.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Shown on the home page'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ value: '2.6 million' });
    expect(screen.getByText('No changes')).toBeTruthy();
  });
});
