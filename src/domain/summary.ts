/** Summary truncation (public-site §9): 250 words (400 expanded, 150 short), cut at a sentence end past 70 %. */

export const SUMMARY_WORDS = 250;
export const SUMMARY_WORDS_EXPANDED = 400;
export const SUMMARY_WORDS_SHORT = 150;
/** A sentence end is used as the cut point only if it falls beyond this share of the limit. */
export const SENTENCE_CUT_MIN_SHARE = 0.7;

/** Strips tags and collapses whitespace, decoding the few entities feeds commonly leave in text. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/li>|<\/h[1-6]>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/\s+/g, ' ')
    .trim();
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
