/**
 * "Import from URL" in the article form (issue 11 item 3): on create every field the page had is filled; on edit only
 * the empty ones; an existing article with the URL is linked; the server's refusal (a private address) is shown in the
 * box; an empty URL is refused before sending. The server is a fetch stand-in; the real API:
 * src/server/routes/adminInviteImport.integration.test.ts.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDateTimeInputValue } from '../../../lib/dateTimeInput.ts';
import { ArticleForm } from './ArticleForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONTENT = '<p>Brands in India spent more on creator campaigns this quarter than ever before, according to new figures.</p>';
const DRAFT = {
  title: 'Brands spend more on creators',
  summary: 'A record quarter.',
  content: CONTENT,
  image_url: 'https://cdn.example.com/a.jpg',
  author: 'Asha Rao',
  source_name: 'Afaqs',
  source_url: 'https://www.afaqs.com/news/brands',
  published_at: '2026-11-20T10:00:00.000Z',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

function renderRoute(ui: ReactNode, path: string) {
  const Stub = createRoutesStub([
    { path, Component: () => <>{ui}</> },
    { path: '/admin/content/articles/:id/edit', Component: () => <h1>Other article</h1> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const importUrl = (url: string) => {
  fireEvent.change(screen.getByLabelText('Page URL to import'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
};

describe('Import from URL', () => {
  it('fills every field on create, says what it filled, and links an existing article with the URL', async () => {
    const fetch = vi.fn(async () => json({ draft: DRAFT, existing_id: '55555555-5555-4555-8555-555555555555', url_known: true }));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="create" />, '/admin/content/articles/new');
    fireEvent.change(field(/^Title/), { target: { value: 'Something typed first' } });
    importUrl('https://www.afaqs.com/news/brands');
    await waitFor(() => expect(field(/^Title/).value).toBe(DRAFT.title));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/articles/import-url');
    expect(JSON.parse(String(init.body))).toEqual({ url: 'https://www.afaqs.com/news/brands' });
    expect(field(/^Summary/).value).toBe(DRAFT.summary);
    expect(field(/^Content/).value).toBe(CONTENT);
    expect(field(/^Image URL/).value).toBe(DRAFT.image_url);
    expect(field(/^Source name/).value).toBe('Afaqs');
    expect(field(/^Source URL/).value).toBe(DRAFT.source_url);
    expect(field(/^Author/).value).toBe('Asha Rao');
    expect(field(/^Published at/).value).toBe(toDateTimeInputValue(DRAFT.published_at));
    expect(screen.getByTestId('import-result').textContent).toContain('Filled title, summary, content, image URL, author, source name, source URL and publication date');
    expect(screen.getByTestId('import-result').textContent).toContain('By Asha Rao');
    const link = screen.getByRole('link', { name: 'Edit that article' });
    expect(link.getAttribute('href')).toBe('/admin/content/articles/55555555-5555-4555-8555-555555555555/edit');
  });

  it('on edit fills only empty fields and keeps the editor’s text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ draft: DRAFT, existing_id: null, url_known: false })));
    const article = { id: '44444444-4444-4444-8444-444444444444', title: 'The editor’s own headline here', summary: null, content: '<p>Kept.</p>', sourceName: 'Afaqs', sourceUrl: 'https://www.afaqs.com/news/brands', imageUrl: null, category: 'general', status: 'draft', isFeatured: false };
    renderRoute(<ArticleForm mode="edit" article={article as never} />, '/admin/content/articles/44444444-4444-4444-8444-444444444444/edit');
    importUrl('https://www.afaqs.com/news/brands');
    await waitFor(() => expect(field(/^Summary/).value).toBe(DRAFT.summary));
    expect(field(/^Title/).value).toBe('The editor’s own headline here');
    expect(field(/^Content/).value).toBe('<p>Kept.</p>');
    expect(field(/^Image URL/).value).toBe(DRAFT.image_url);
    expect(screen.getByTestId('import-result').textContent).toContain('Filled summary, image URL, author and publication date');
    expect(screen.getByTestId('import-result').textContent).toContain('Kept your title and content');
    expect(screen.queryByTestId('import-existing')).toBeNull();
  });

  it('shows the server’s refusal in the box, and refuses an empty or non-http URL before sending', async () => {
    const fetch = vi.fn(async () => json({ error: { code: 'invalid_request', message: 'Refused to fetch 127.0.0.1: not a public address. Pages are fetched from public internet addresses only.' } }, 422));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="create" />, '/admin/content/articles/new');
    importUrl('');
    expect(screen.getByText('Please enter a valid URL')).toBeTruthy();
    expect(screen.getByLabelText('Page URL to import').getAttribute('aria-invalid')).toBe('true');
    importUrl('ftp://example.com/x');
    expect(fetch).not.toHaveBeenCalled();
    importUrl('http://127.0.0.1/admin');
    expect((await screen.findByTestId('import-error')).textContent).toContain('not a public address');
    expect(field(/^Title/).value).toBe('');
  });
});
