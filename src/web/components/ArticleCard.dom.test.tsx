/**
 * An article card's client-side behaviour in a DOM: the sign-in toasts of like and save, a refused clipboard, and the
 * category illustration in place of an image that fails. Sizes, the share menu's links and view counting need the
 * real app and browser: e2e/cards.test.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicArticle } from '../testing/publicArticle.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { forgetImageFailures } from '../lib/imageFailures.ts';
import { storyIllustration } from '../../domain/storyIllustration.ts';
import { imageProxyUrl } from '../../domain/imageProxy.ts';
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
const realOnLine = Object.getOwnPropertyDescriptor(navigator, 'onLine');
afterEach(() => {
  forgetImageFailures();
  if (realOnLine) Object.defineProperty(navigator, 'onLine', realOnLine);
  else Reflect.deleteProperty(navigator, 'onLine');
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

  describe('an image that cannot load', () => {
    const withImage = (id: string, imageUrl: string, category = 'brand-partnerships') => publicArticle({ id, imageUrl, category, title: `Story ${id}` });
    const imageOf = (card: HTMLElement) => card.querySelector('img') as HTMLImageElement;
    // An outside image is asked of our own origin (GET /img), with the story's illustration as the server's fallback.
    const proxied = (url: string, id: string, category = 'brand-partnerships') => imageProxyUrl(url, storyIllustration(category, id));
    // happy-dom loads no image and calls every one complete at once; in a browser an outside image is still loading
    // when the card mounts, unless it already failed (the last case below).
    let complete = false;
    const realComplete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    beforeEach(() => {
      complete = false;
      Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => complete });
    });
    afterEach(() => {
      if (realComplete) Object.defineProperty(HTMLImageElement.prototype, 'complete', realComplete);
    });

    it('gives way to the category illustration at once, in the same element and box', () => {
      renderRoute(<ArticleCard article={withImage('11111111-1111-4111-8111-111111111111', 'https://cdn.blocked.example/a.jpg')} />);
      const img = imageOf(screen.getByTestId('article-card'));
      const box = img.parentElement as HTMLElement;
      const before = { width: img.getAttribute('width'), height: img.getAttribute('height'), className: img.className, boxClass: box.className };
      expect(img.getAttribute('src')).toBe(proxied('https://cdn.blocked.example/a.jpg', '11111111-1111-4111-8111-111111111111'));
      expect(img.dataset.fallback).toBeUndefined();

      fireEvent.error(img);
      const after = imageOf(screen.getByTestId('article-card'));
      // The same <img>, nothing re-mounted: only its address changed.
      expect(after).toBe(img);
      expect(after.getAttribute('src')).toBe(storyIllustration('brand-partnerships', '11111111-1111-4111-8111-111111111111'));
      expect(after.dataset.fallback).toBe('true');
      // Same size hints and classes, in the same 16:9 box: nothing moves.
      expect({ width: after.getAttribute('width'), height: after.getAttribute('height'), className: after.className, boxClass: box.className }).toEqual(before);
      expect(box.className).toContain('aspect-video');
      // The illustration is final: its own failure changes nothing and asks for nothing more.
      fireEvent.error(after);
      expect(after.getAttribute('src')).toBe(storyIllustration('brand-partnerships', '11111111-1111-4111-8111-111111111111'));
    });

    it('asks nothing more of a host whose images failed twice, and no outside image while offline', () => {
      const ids = ['21111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '23333333-3333-4333-8333-333333333333'];
      const first = renderRoute(
        <>
          <ArticleCard article={withImage(ids[0] as string, 'https://down.example/1.jpg')} />
          <ArticleCard article={withImage(ids[1] as string, 'https://down.example/2.jpg', 'creator-economy')} />
          <ArticleCard article={withImage(ids[2] as string, 'https://up.example/3.jpg')} />
        </>,
      );
      const images = () => screen.getAllByTestId('article-card').map(imageOf);
      // One failure may be a missing file: the host's other image is still asked for.
      fireEvent.error(images()[0] as HTMLImageElement);
      expect(images().map((i) => i.getAttribute('src'))).toEqual([
        storyIllustration('brand-partnerships', ids[0] as string),
        proxied('https://down.example/2.jpg', ids[1] as string, 'creator-economy'),
        proxied('https://up.example/3.jpg', ids[2] as string),
      ]);
      fireEvent.error(images()[1] as HTMLImageElement);
      first.unmount();

      // A card drawn later (the next page) with that host's image shows the illustration without asking for it.
      renderRoute(
        <>
          <ArticleCard article={withImage(ids[0] as string, 'https://down.example/4.jpg')} />
          <ArticleCard article={withImage(ids[2] as string, 'https://up.example/3.jpg')} />
        </>,
      );
      expect(images().map((i) => i.getAttribute('src'))).toEqual([storyIllustration('brand-partnerships', ids[0] as string), proxied('https://up.example/3.jpg', ids[2] as string)]);

      // Offline: no outside image at all; back online, they are tried again.
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(images().every((i) => i.dataset.fallback === 'true')).toBe(true);
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      act(() => void window.dispatchEvent(new Event('online')));
      expect(images()[1]?.getAttribute('src')).toBe(proxied('https://up.example/3.jpg', ids[2] as string));
    });
  
    it('takes the illustration for an image the browser gave up on before the page was hydrated', () => {
      // Failed while the server's HTML was all there was: no error event will come.
      complete = true;
      renderRoute(<ArticleCard article={withImage('31111111-1111-4111-8111-111111111111', 'https://offline.example/a.jpg')} />);
      expect(imageOf(screen.getByTestId('article-card')).getAttribute('src')).toBe(storyIllustration('brand-partnerships', '31111111-1111-4111-8111-111111111111'));
    });
  });
});
