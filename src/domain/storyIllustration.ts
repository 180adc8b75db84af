/**
 * The illustration a story without a usable image gets (issue 9: not the same picture for every story of a category):
 * one of the category's variants, chosen from the story's id, so a story keeps its picture everywhere and on every
 * visit. Variant 0 is the category's own illustration; 1-5 come from scripts/generate-fallback-illustrations.mjs.
 */
export const STORY_ILLUSTRATION_VARIANTS = 6;

/** FNV-1a over the id's UTF-16 code units: small, stable, spreads neighbouring ids. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The variant (0-5) of a story. */
export function storyIllustrationVariant(storyId: string): number {
  return hash(storyId) % STORY_ILLUSTRATION_VARIANTS;
}

/** The address of a story's illustration in its category's colours (`slug` is a category slug). */
export function storyIllustration(categorySlug: string, storyId: string): string {
  const v = storyIllustrationVariant(storyId);
  return v === 0 ? `/images/categories/${categorySlug}.svg` : `/images/categories/${categorySlug}-${v}.svg`;
}
