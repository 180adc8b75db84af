/**
 * The article dialog's view (ArticleDialogBody.tsx) is a chunk fetched with the first dialog, not with the page: a
 * dialog opened at `?article=` shows the article and its related articles once it has arrived, and a related
 * article opens in the same dialog. Opening, closing and focus in a real browser: e2e/dialog.test.ts.
 */
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleWithRelated } from '../../../domain/contracts.ts';
import { publicArticle } from '../../testing/publicArticle.ts';
import { TEST_SITE } from '../../testing/renderRoute.tsx';
import { ArticleDialogHost } from './ArticleDialogHost.tsx';

const STORY = publicArticle({ id: '0b6c1a52-6f1e-4c8e-9f3a-2d7e4b5a9c10', title: 'Pune creators form a guild' });
const RELATED = publicArticle({ id: '5d2e8f41-1c3b-4a7d-8e9f-6a0b1c2d3e4f', title: 'Surat brands double creator budgets' });

const answers: Record<string, ArticleWithRelated> = {
  [STORY.id]: { article: { ...STORY, content: '<p>The guild sets rates for sponsored posts.</p>', updatedAt: STORY.createdAt }, related: [RELATED] },
  [RELATED.id]: { article: { ...RELATED, content: '<p>Budgets doubled in a year.</p>', updatedAt: RELATED.createdAt }, related: [STORY] },
};

function renderAt(url: string) {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <ArticleDialogHost /> }] as Parameters<typeof createRoutesStub>[0]);
  return render(<Stub initialEntries={[url]} hydrationData={{ loaderData: { root: { site: TEST_SITE } } }} />);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const id = /\/api\/articles\/([0-9a-f-]{36})$/.exec(url)?.[1];
      const answer = id ? answers[id] : undefined;
      return answer ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }) : new Response('{}', { status: 404 });
    }),
  );
  // The modal's own behaviour (focus trap, inert page) is the browser's: here it only needs to open.
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('article dialog', () => {
  it('fetches its view with the first dialog and shows the article with its related articles', async () => {
    renderAt(`/?article=${STORY.id}`);
    const dialog = screen.getByTestId('article-dialog');
    const heading = await within(dialog).findByTestId('article-heading');
    expect(heading.textContent).toBe(STORY.title);
    expect((await within(dialog).findByTestId('article-content')).textContent).toContain('The guild sets rates');
    const related = await within(dialog).findAllByTestId('related-article');
    expect(related.map((r) => r.textContent)).toEqual([expect.stringContaining(RELATED.title)]);
    expect(within(dialog).getByTestId('dialog-open-page').getAttribute('href')).toContain(STORY.id);
  });

  it('opens a related article in the same dialog', async () => {
    const user = userEvent.setup();
    renderAt(`/?article=${STORY.id}`);
    const dialog = screen.getByTestId('article-dialog');
    const [related] = await within(dialog).findAllByTestId('related-article');
    await user.click(within(related as HTMLElement).getByRole('link'));
    expect((await within(dialog).findByText(RELATED.title, { selector: '[data-testid="article-heading"]' })).textContent).toBe(RELATED.title);
  });
});
