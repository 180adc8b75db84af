/** Summary truncation (public-site §9): 250 words (400 expanded, 150 short), cut at a sentence end past 70 %. */
import { storableText } from './storableText.ts';

export const SUMMARY_WORDS = 250;
export const SUMMARY_WORDS_EXPANDED = 400;
export const SUMMARY_WORDS_SHORT = 150;
/** A sentence end is used as the cut point only if it falls beyond this share of the limit. */
export const SENTENCE_CUT_MIN_SHARE = 0.7;

/** Named entities feeds commonly leave in text (the sanitiser decodes every other one before text gets here). */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201C', rdquo: '\u201D', ndash: '\u2013', mdash: '\u2014', hellip: '\u2026',
  bull: '\u2022', middot: '\u00B7', laquo: '\u00AB', raquo: '\u00BB', copy: '\u00A9', reg: '\u00AE', trade: '\u2122', euro: '\u20AC', pound: '\u00A3',
};

/** One entity reference as text; a numeric one outside Unicode (or a surrogate) becomes U+FFFD, as browsers do. */
function decodeEntity(ref: string, body: string): string {
  if (body.startsWith('#')) {
    const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\uFFFD';
  }
  return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? ref;
}

/**
 * Plain text of an HTML fragment: tags (and script/style with their text) removed, entities decoded once, in a
 * single pass (so "&amp;lt;b&amp;gt;" is the text "&lt;b&gt;", never a tag), whitespace collapsed, and only
 * characters we can store and emit kept (storableText).
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/h[1-6]>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z]{2,8});/g, decodeEntity);
  return storableText(text).replace(/\s+/g, ' ').trim();
}

/** Truncates plain text to `maxWords`, preferring a sentence end beyond 70 % of the limit, else adding an ellipsis. */
export function truncateSummary(text: string, maxWords: number = SUMMARY_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  const cut = words.slice(0, maxWords);
  for (let i = cut.length - 1; i >= Math.ceil(maxWords * SENTENCE_CUT_MIN_SHARE) - 1; i--) {
    if (/[.!?]["'’”)]?$/.test(cut[i] ?? '')) return cut.slice(0, i + 1).join(' ');
  }
  return `${cut.join(' ').replace(/[,;:]$/, '')}…`;
}
