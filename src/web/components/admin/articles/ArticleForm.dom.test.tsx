/**
 * The article form in a DOM (admin-content §5, §8): the spec's messages next to the fields, nothing sent while one is
 * wrong, the server's 400 details on the same fields, a 409 as a form error, success toasts, and an edit sending only
 * what changed. The server is a fetch stand-in; the real API: src/server/adminApi.integration.test.ts.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticleDetailView } from '../../../../domain/adminArticles.ts';
import { currentToasts } from '../../../lib/toast.ts';
import { ArticleForm } from './ArticleForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONTENT = 'Brands in India spent more on creator campaigns this quarter than ever before, according to new figures. '.repeat(2);

const STORED: AdminArticleDetailView = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Creators earn more from brand deals',
  summary: 'Short.',
  category: 'creator-economy',
  status: 'published',
  inReview: false,
  pipelineDecision: null,
  isFeatured: false,
  isDuplicate: false,
  isPublic: true,
  publicPath: '/articles/44444444-4444-4444-8444-444444444444-creators',
  sourceName: 'Afaqs',
  sourceUrl: 'https://example.com/creators',
  author: null,
  imageUrl: null,
  viewsCount: 0,
  relevanceScore: 75,
  mlConfidence: 0,
  qualityScore: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  publishedAt: '2026-03-01T10:00:00.000Z',
  originalPublishedAt: null,
  rejectedAt: null,
  archivedAt: null,
  reviewNote: null,
  // Shorter than the form's 100 characters: an unchanged field is not checked (nor sent).
  content: '<p>Short feed text.</p>',
  tags: [],
  mlRelevance: 0,
  topFeatures: [],
  modelVersion: null,
  keywordMatches: null,
  blocklistFlags: [],
  feedSourceName: null,
  classifiedAt: null,
  purgedAt: null,
  promoLabel: null,
  promoScore: null,
  promoReasons: [],
};

/** The form at its route, with the list it returns to after a save. */
function renderRoute(ui: ReactNode, { path }: { path: string }) {
  const Stub = createRoutesStub([
    { path, Component: () => <>{ui}</> },
    { path: '/admin/content/articles', Component: () => <h1>Article list</h1> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fillValid() {
  type(/^Title/, 'Instagram opens its creator marketplace in India');
  type(/^Source name/, 'Afaqs');
  type(/^Source URL/, 'https://example.com/marketplace');
  type(/^Content/, CONTENT);
}

describe('ArticleForm', () => {
  it('shows the spec\'s messages for a short title, a bad URL and a long summary, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="create" />, { path: '/admin/content/articles/new' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create New Article');
    fillValid();
    type(/^Title/, 'Too short');
    type(/^Source URL/, 'example.com/no-scheme');
    type(/^Summary/, 'x'.repeat(501));
    expect(screen.getByText('501/500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));

    expect((await screen.findByTestId('error-title')).textContent).toBe('Title must be at least 10 characters');
    expect(screen.getByTestId('error-source_url').textContent).toBe('Please enter a valid URL starting with http:// or https://');
    expect(screen.getByTestId('error-summary').textContent).toBe('Summary must be less than 500 characters');
    expect(screen.queryByTestId('error-content')).toBeNull();
    for (const [label, id] of [[/^Title/, 'article-title-error'], [/^Source URL/, 'article-source_url-error'], [/^Summary/, 'article-summary-error']] as const) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
      expect(field(label).getAttribute('aria-describedby')).toContain(id);
    }
    expect(document.activeElement).toBe(field(/^Title/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for content of at least 100 characters and the required fields', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="create" />, { path: '/admin/content/articles/new' });
    type(/^Content/, 'Too little.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    expect((await screen.findByTestId('error-content')).textContent).toBe('Content should be at least 100 characters for better quality');
    expect(screen.getByTestId('error-title').textContent).toBe('Title is required');
    expect(screen.getByTestId('error-source_name').textContent).toBe('Source name is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates with the defaults (general, published) and says so', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => json({ article: { ...STORED, title: JSON.parse(String(init.body)).title } }, 201));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="create" />, { path: '/admin/content/articles/new' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/articles');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      title: 'Instagram opens its creator marketplace in India',
      source_name: 'Afaqs',
      source_url: 'https://example.com/marketplace',
      summary: '',
      content: CONTENT,
      category: 'general',
      status: 'published',
      image_url: null,
      featured: false,
      author: '',
      published_at: null,
    });
    await waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('Article created successfully'));
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeTruthy();
  });

  it('sends the byline and the publication time (entered in local time) as a moment, and refuses one in the future', async () => {
    const fetch = vi.fn(async () => json({ article: STORED }, 201));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="create" />, { path: '/admin/content/articles/new' });
    fillValid();
    type(/^Author/, '  Asha Rao ');
    const nextYear = new Date().getFullYear() + 1;
    type(/^Published at/, `${nextYear}-01-05T09:30`);
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    expect((await screen.findByTestId('error-published_at')).textContent).toBe('Publication date cannot be in the future');
    expect(document.activeElement).toBe(field(/^Published at/));
    expect(fetch).not.toHaveBeenCalled();

    // Corrected, the message goes as the field changes; the moment is sent in UTC.
    type(/^Published at/, '2026-11-20T09:30');
    expect(screen.queryByTestId('error-published_at')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body.author).toBe('  Asha Rao ');
    expect(body.published_at).toBe(new Date(2026, 10, 20, 9, 30).toISOString());
  });

  it('edits the publication time alone and shows the stored one in local time', async () => {
    const fetch = vi.fn(async () => json({ article: STORED }));
    vi.stubGlobal('fetch', fetch);
    const stored = { ...STORED, author: 'Asha Rao', originalPublishedAt: new Date(2026, 2, 1, 15, 45).toISOString() };
    renderRoute(<ArticleForm mode="edit" article={stored} />, { path: '/admin/content/articles/x/edit' });
    expect(field(/^Author/).value).toBe('Asha Rao');
    expect(field(/^Published at/).value).toBe('2026-03-01T15:45');
    type(/^Published at/, '2026-03-01T16:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ published_at: new Date(2026, 2, 1, 16, 0).toISOString() });
  });

  it('puts the server\'s 400 details on the fields and shows a 409 as a form error', async () => {
    let answer = json({ error: { code: 'invalid_request', message: 'title: Title must be at least 10 characters', details: [{ field: 'title', message: 'Title must be at least 10 characters' }] } }, 400);
    vi.stubGlobal('fetch', vi.fn(async () => answer));
    renderRoute(<ArticleForm mode="create" />, { path: '/admin/content/articles/new' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    expect((await screen.findByTestId('error-title')).textContent).toBe('Title must be at least 10 characters');

    answer = json({ error: { code: 'conflict', message: 'An article with this source URL already exists' } }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Create Article' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('An article with this source URL already exists');
  });

  it('edits: sends only the changed fields with PATCH', async () => {
    const fetch = vi.fn(async () => json({ article: { ...STORED, title: 'Creators earn much more from brand deals' } }));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ArticleForm mode="edit" article={STORED} />, { path: '/admin/content/articles/x/edit' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Article');
    expect(field(/^Title/).value).toBe(STORED.title);
    type(/^Title/, 'Creators earn much more from brand deals');
    fireEvent.click(screen.getByLabelText('Featured article'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/articles/${STORED.id}`);
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ title: 'Creators earn much more from brand deals', featured: true });
    await waitFor(() => expect(currentToasts().map((t) => t.title)).toContain('Article updated successfully'));
    expect(await screen.findByRole('heading', { name: 'Article list' })).toBeTruthy();
  });
});
