/**
 * An article card's client-side behaviour in a DOM: the sign-in toasts of like and save, and a refused clipboard.
 * Sizes, the share menu's links and view counting need the real app and browser: e2e/cards.test.ts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { publicArticle } from '../testing/publicArticle.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { ArticleCard } from './ArticleCard.tsx';

const ARTICLE = publicArticle();

/** The open toast with this title: its title and description text. */
function toastTexts(title: string): { title: string; description: string } {
  const toast = screen.getAllByTestId('toast').find((t) => within(t).getByTestId('toast-title').textContent === title);
  if (!toast) throw new Error(`no toast "${title}"`);
  return { title: within(toast).getByTestId('toast-title').textContent ?? '', description: within(toast).getByTestId('toast-description').textContent ?? '' };
}

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const realExecCommand = document.execCommand;
afterEach(() => {
  if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  document.execCommand = realExecCommand;
});

describe('article card', () => {
  it('shows the freshness the server decided, whatever the browser clock says (so hydration matches the server HTML)', () => {
    // The story is days old by any clock: the badge still says what the server computed when it answered.
    const { unmount } = renderRoute(<ArticleCard article={{ ...ARTICLE, signals: { ...ARTICLE.signals, freshness: '3h ago' } }} />);
    expect(screen.getByTestId('freshness-badge').textContent).toBe('3h ago');
    unmount();
    renderRoute(<ArticleCard article={ARTICLE} />);
    expect(screen.queryByTestId('freshness-badge')).toBeNull();
  });

  it('names the other outlets telling the story, three by name and the rest counted, each linking to its own page', () => {
    const link = (sourceName: string) => ({ sourceName, url: `https://${sourceName.toLowerCase()}.example/story`, title: `${sourceName}'s headline` });
    const { unmount } = renderRoute(<ArticleCard article={{ ...ARTICLE, coverageCount: 3, alsoCoveredBy: [link('Afaqs'), link('Inc42')] }} />);
    const line = screen.getByTestId('also-covered-by');
    expect(line.textContent).toBe('Also covered by Afaqs and Inc42');
    expect(within(line).getByRole('link', { name: 'Afaqs' }).getAttribute('href')).toBe('https://afaqs.example/story');
    expect(within(line).getByRole('link', { name: 'Afaqs' }).getAttribute('rel')).toBe('noopener noreferrer');
    unmount();
    const five = ['Afaqs', 'Inc42', 'Medianama', 'Digiday', 'Tubefilter'].map(link);
    const second = renderRoute(<ArticleCard article={{ ...ARTICLE, coverageCount: 6, alsoCoveredBy: five }} />);
    expect(screen.getByTestId('also-covered-by').textContent).toBe('Also covered by Afaqs, Inc42, Medianama and 2 more');
    second.unmount();
    renderRoute(<ArticleCard article={ARTICLE} />);
    expect(screen.queryByTestId('also-covered-by')).toBeNull();
  });

  it('asks a signed-out reader to sign in to like or save, in the spec’s words', () => {
    renderRoute(<ArticleCard article={ARTICLE} />);
    const card = screen.getByTestId('article-card');
    act(() => within(card).getByTestId('like-button').click());
    expect(toastTexts('Login Required')).toEqual({ title: 'Login Required', description: 'Please log in to like articles.' });
    act(() => within(card).getByTestId('save-button').click());
    expect(toastTexts('Sign in required')).toEqual({ title: 'Sign in required', description: 'Please sign in to bookmark articles' });
  });

  it('says so when the link cannot be copied', async () => {
    // A real click (focus moves to the pressed button first), as the menu keeps itself open only while focus is inside.
    const user = userEvent.setup();
    // A browser that refuses clipboard access both ways (after setup(), which installs a clipboard of its own).
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    document.execCommand = () => false;
    renderRoute(<ArticleCard article={ARTICLE} />);
    const card = screen.getByTestId('article-card');
    await user.click(within(card).getByTestId('share-button'));
    await user.click(within(card).getByTestId('share-copy'));
    await waitFor(() => expect(toastTexts('Failed to copy')).toEqual({ title: 'Failed to copy', description: 'Could not copy link to clipboard.' }));
    expect(within(card).getByTestId('share-copy').textContent).toBe('Copy link');
  });
});
