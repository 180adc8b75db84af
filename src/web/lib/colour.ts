/** Colour helpers for category badges: pick the text colour that meets WCAG AA on a given background. */

/** Near-black and white text options for badges. */
export const DARK_TEXT = '#09090b';
export const LIGHT_TEXT = '#ffffff';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  if (h.length !== 6 || Number.isNaN(n)) return 0;
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White text when it reaches 4.5:1 on the background, else whichever of white and near-black contrasts more. */
export function readableTextColour(background: string): string {
  const white = contrastRatio(background, LIGHT_TEXT);
  if (white >= 4.5) return LIGHT_TEXT;
  return contrastRatio(background, DARK_TEXT) > white ? DARK_TEXT : LIGHT_TEXT;
}
