import { describe, expect, it } from 'vitest';
import { articleIdParamSchema, articleViewsInputSchema, VIEW_BATCH_MAX } from './articleViews.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('articleViewsInputSchema (1-50 UUIDs, repeats counted once)', () => {
  it.each([
    [[id(1)], true],
    [Array.from({ length: VIEW_BATCH_MAX }, (_, i) => id(i)), true],
    [Array.from({ length: VIEW_BATCH_MAX + 1 }, (_, i) => id(i)), false],
    [[], false],
    [['not-a-uuid'], false],
    [[id(1), 42], false],
  ])('%j → valid %s', (ids, valid) => {
    expect(articleViewsInputSchema.safeParse({ ids }).success).toBe(valid);
  });

  it('lower-cases and drops repeats', () => {
    expect(articleViewsInputSchema.parse({ ids: [id(1), id(1).toUpperCase(), id(2)] }).ids).toEqual([id(1), id(2)]);
  });

  it('refuses a body without ids', () => {
    expect(articleViewsInputSchema.safeParse({}).success).toBe(false);
    expect(articleViewsInputSchema.safeParse({ ids: id(1) }).success).toBe(false);
  });
});

describe('articleIdParamSchema', () => {
  it('accepts a UUID in any case and refuses anything else', () => {
    expect(articleIdParamSchema.parse({ id: id(7).toUpperCase() }).id).toBe(id(7));
    expect(articleIdParamSchema.safeParse({ id: `${id(7)}-slug` }).success).toBe(false);
    expect(articleIdParamSchema.safeParse({ id: 'views' }).success).toBe(false);
  });
});
