/**
 * How a list's card images load (issue 9: fetchpriority for the first card only): the first card's image at once and
 * at high priority, the next two at once at the browser's default priority, the rest lazily.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicArticle } from '../testing/publicArticle.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { ArticleGrid } from './ArticleGrid.tsx';

describe('article grid images', () => {
  it('loads the first card’s image at high priority, the next two at once, and the rest lazily', async () => {
    const articles = Array.from({ length: 5 }, (_, i) =>
      publicArticle({ id: `6f1c2a9e-4b7d-4c1e-9a35-0d2f8e7b1c4${i}`, title: `Story ${i + 1}`, imageUrl: `https://images.example.org/story-${i + 1}.jpg` }),
    );
    renderRoute(<ArticleGrid articles={articles} />);
    const cards = await screen.findAllByTestId('article-card');
    expect(cards).toHaveLength(5);
    // A card draws its picture twice (phone thumbnail, wide image); both load alike.
    const loading = cards.map((card) => [...card.querySelectorAll('img')].map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? '-'}`));
    expect(loading).toEqual([
      ['eager high', 'eager high'],
      ['eager -', 'eager -'],
      ['eager -', 'eager -'],
      ['lazy -', 'lazy -'],
      ['lazy -', 'lazy -'],
    ]);
  });
});
