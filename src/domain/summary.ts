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

/** An entity reference: decimal, hexadecimal or named. */
const ENTITY = /&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,7}|[a-zA-Z]{2,8});/g;

/** One entity reference as text; a numeric one outside Unicode (or a surrogate) becomes U+FFFD, as browsers do. */
function decodeEntity(ref: string, body: string): string {
  if (body.startsWith('#')) {
    const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\uFFFD';
  }
  // Own keys only: "&toString;" is text, not Object.prototype's function.
  const name = Object.hasOwn(NAMED_ENTITIES, body) ? body : body.toLowerCase();
  return Object.hasOwn(NAMED_ENTITIES, name) ? (NAMED_ENTITIES[name] as string) : ref;
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
    .replace(ENTITY, decodeEntity);
  return storableText(text).replace(/\s+/g, ' ').trim();
}

/**
 * Plain text with the entity references a publisher encoded twice decoded once more: "Don&amp;rsquo;t" inside CDATA
 * (or a JSON string) is "Don&rsquo;t" after the one decoding htmlToPlainText does, and a headline never means a
 * literal "&rsquo;". References to "<" and ">" stay as they are, so double-escaped markup never becomes a tag.
 */
export function decodeLeftoverEntities(text: string): string {
  if (!text.includes('&')) return text;
  const decoded = text.replace(ENTITY, (ref: string, body: string) => {
    const ch = decodeEntity(ref, body);
    return ch === '<' || ch === '>' ? ref : ch;
  });
  return decoded === text ? text : storableText(decoded).replace(/\s+/g, ' ').trim();
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
