/** The empty list's default texts are the spec's (public-site §8); e2e/errors.test.ts shows it for a real search. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

describe('empty state', () => {
  it('reads the spec’s title and message, and shows an action when given one', () => {
    render(<EmptyState action={<button type="button">Clear filters</button>} />);
    const empty = screen.getByTestId('empty-state');
    expect(screen.getByRole('heading').textContent).toBe('No articles found');
    expect(empty.querySelector('p')?.textContent).toBe(
      "We couldn't find any articles matching your current filters. Try adjusting your search terms or clearing filters.",
    );
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});
