import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { STORY_ILLUSTRATION_VARIANTS, storyIllustration, storyIllustrationVariant } from './storyIllustration.ts';

const ids = Array.from({ length: 600 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('storyIllustration', () => {
  it('gives a story the same picture every time', () => {
    expect(storyIllustration('general', ids[7]!)).toBe(storyIllustration('general', ids[7]!));
  });

  it('spreads the stories of a category over every variant, none taking more than a third', () => {
    const counts = new Array<number>(STORY_ILLUSTRATION_VARIANTS).fill(0);
    for (const id of ids) counts[storyIllustrationVariant(id)]!++;
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(Math.max(...counts)).toBeLessThan(ids.length / 3);
    // Neighbouring ids (consecutive stories) do not all share one picture.
    expect(new Set(ids.slice(0, 6).map(storyIllustrationVariant)).size).toBeGreaterThan(2);
  });

  it('points at a file that exists for every category and variant', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../public');
    for (const c of CATEGORIES) {
      for (const id of ids.slice(0, 40)) expect(existsSync(path.join(publicDir, storyIllustration(c.slug, id))), storyIllustration(c.slug, id)).toBe(true);
    }
  });
});
