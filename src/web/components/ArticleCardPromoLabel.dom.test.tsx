/**
 * The card's Sponsored / Press release label (issue 12 item 5): shown in the badge row with plain words, explained to
 * screen readers, and absent on ordinary stories. The article page shows the same badge row (ArticleBadges).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicArticle } from '../testing/publicArticle.ts';
import { renderRoute } from '../testing/renderRoute.tsx';
import { ArticleCard } from './ArticleCard.tsx';

const ARTICLE = publicArticle({
  id: '0b5f6c1e-2d3a-4f5b-8c9d-1e2f3a4b5c6d',
  title: 'Ledgerly helps creators file GST on time',
  summary: 'Ledgerly automates invoices and returns for creators.',
  category: 'tools-technology',
  tags: [],
  sourceUrl: 'https://example.org/ledgerly',
  sourceName: 'Trade Daily',
});

describe('the promotional label on a card', () => {
  it.each([
    ['sponsored', 'Sponsored', /paid for by a brand/],
    ['press-release', 'Press release', /company's own announcement/],
  ] as const)('%s: says "%s" beside the category and explains it to screen readers', (label, text, explained) => {
    renderRoute(<ArticleCard article={{ ...ARTICLE, promoLabel: label }} />);
    const badge = screen.getByTestId('promo-label');
    expect(badge.getAttribute('data-kind')).toBe(label);
    expect(within(badge).getByText(text).getAttribute('aria-hidden')).toBe('true');
    expect(badge.textContent).toMatch(explained);
    expect(badge.getAttribute('title')).toMatch(explained);
    // In the badge row, right after the category badge.
    const row = screen.getByTestId('article-badges');
    expect(row.contains(badge)).toBe(true);
    expect(badge.previousElementSibling?.textContent).toMatch(/Tools/);
  });

  it('shows no label on an ordinary story', () => {
    renderRoute(<ArticleCard article={ARTICLE} />);
    expect(screen.queryByTestId('promo-label')).toBeNull();
  });
});
