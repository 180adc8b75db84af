// react-dom/static, not react-dom/server: the lint rule keeps anything named server out of web/.
import { prerender } from 'react-dom/static';
import { createRoutesStub, Meta, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicArticleDetail } from '../../domain/article.ts';
import { publicArticle } from '../testing/publicArticle.ts';
import { articleMeta, metaDescription, newsArticleJsonLd } from './articleMeta.ts';

const article: PublicArticleDetail = {
  ...publicArticle({
    id: '0b9c6a3e-4f1d-4c2b-9e8a-1f2d3c4b5a69',
    title: 'Reelstack raises ₹48 crore for regional creators',
    summary: '<p>Reelstack, a Bengaluru start-up, has raised ₹48 crore.</p>',
    tags: ['Funding', 'UPI'],
    sourceUrl: 'https://source.example.com/reelstack',
    sourceName: 'Creator Daily',
    author: 'Ananya Rao',
    imageUrl: 'https://cdn.example.com/reelstack.jpg',
    publishedAt: '2026-11-21T16:20:00.000Z',
    originalPublishedAt: '2026-11-21T16:10:00.000Z',
    createdAt: '2026-11-21T16:15:00.000Z',
    signals: { trending: false, breaking: false, viewsPerHour: 0, freshness: null },
    indiaBadge: { kind: 'city', label: 'Bengaluru' },
  }),
  content: '<p>Body</p>',
  updatedAt: '2026-11-21T17:00:00.000Z',
};
const canonical = `https://news.example.in/articles/${article.id}-reelstack-raises-48-crore-for-regional-creators`;
const site = { name: 'Test Hub', url: 'https://news.example.in' };

const find = (tags: ReturnType<typeof articleMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

describe('metaDescription', () => {
  it.each([
    ['Short text.', 20, 'Short text.'],
    ['<p>Tags <b>go</b></p>', 20, 'Tags go'],
    ['one two three four five six', 15, 'one two three…'],
    ['word, word, word, word', 12, 'word, word…'],
  ])('%s (max %i) → %s', (text, max, expected) => {
    expect(metaDescription(text, max)).toBe(expected);
  });

  it('never exceeds the limit', () => {
    expect(metaDescription('creator economy news '.repeat(50)).length).toBeLessThanOrEqual(160);
  });
});

describe('articleMeta', () => {
  it('gives title, description, canonical, Open Graph and a large Twitter card when there is an image', () => {
    const tags = articleMeta({ article, canonical, site });
    expect(tags[0]).toEqual({ title: `${article.title} — Test Hub` });
    expect(find(tags, 'name', 'description')?.content).toBe('Reelstack, a Bengaluru start-up, has raised ₹48 crore.');
    expect(find(tags, 'rel', 'canonical')).toEqual({ tagName: 'link', rel: 'canonical', href: canonical });
    for (const [property, content] of [
      ['og:type', 'article'],
      ['og:title', article.title],
      ['og:url', canonical],
      ['og:image', article.imageUrl],
      ['og:site_name', 'Test Hub'],
      ['article:published_time', article.originalPublishedAt],
      ['article:section', 'Creator Economy'],
    ]) {
      expect(find(tags, 'property', property as string)?.content).toBe(content);
    }
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
  });

  it('leaves out og:image and uses a small card without a usable image', () => {
    const tags = articleMeta({ article: { ...article, imageUrl: 'https://cdn.example.com/placeholder.png' }, canonical, site });
    expect(find(tags, 'property', 'og:image')).toBeUndefined();
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary');
    expect(newsArticleJsonLd({ article: { ...article, imageUrl: null }, canonical, site })).not.toHaveProperty('image');
  });

  it('describes the page as a NewsArticle based on the source story', () => {
    expect(newsArticleJsonLd({ article, canonical, site })).toMatchObject({
      '@type': 'NewsArticle',
      headline: article.title,
      datePublished: article.originalPublishedAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: 'Ananya Rao' },
      publisher: { '@type': 'Organization', name: 'Test Hub' },
      image: [article.imageUrl],
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
      isBasedOn: article.sourceUrl,
    });
    expect(newsArticleJsonLd({ article: { ...article, author: null }, canonical, site })).not.toHaveProperty('author');
  });

  it('renders JSON-LD that cannot close its script element', async () => {
    const hostile = { ...article, title: '</script><script>alert(1)</script> & more' };
    const Stub = createRoutesStub([
      {
        path: '/',
        meta: () => articleMeta({ article: hostile, canonical, site }),
        Component: () => (
          <>
            <Meta />
            <Outlet />
          </>
        ),
      },
    ]);
    const { prelude } = await prerender(<Stub initialEntries={['/']} />);
    const html = await new Response(prelude).text();
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(match?.[1]).toBeDefined();
    expect(match?.[1]).not.toContain('<');
    expect((JSON.parse(match?.[1] ?? '') as { headline: string }).headline).toBe(hostile.title);
  });
});
