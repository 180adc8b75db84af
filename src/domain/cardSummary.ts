/** The card summary (public-site §2, §4, §9): collapsed it shows the short cut (150 words), Show Details the expanded one (400). */
import { htmlToPlainText, SUMMARY_WORDS_EXPANDED, SUMMARY_WORDS_SHORT, truncateSummary } from './summary.ts';

/**
 * Collapsed, a card shows at most three lines of the summary, about 20 words at card width. A summary longer than
 * this gets a Show Details toggle. Decided by words, not by measuring, so the server and the browser render the
 * same card and nothing moves after hydration.
 */
export const CARD_SUMMARY_COLLAPSED_WORDS = 20;

export interface CardSummary {
  /** The short cut (150 words), clamped to three lines on the card. */
  collapsed: string;
  /** The expanded cut (400 words). */
  expanded: string;
  /** Whether a Show Details / Show Less toggle is offered. */
  expandable: boolean;
}

/** The two summary texts of a card from the stored summary (HTML allowed); null when there is none. */
export function cardSummary(summaryHtml: string | null | undefined): CardSummary | null {
  const text = summaryHtml ? htmlToPlainText(summaryHtml) : '';
  if (!text) return null;
  const words = text.split(/\s+/).length;
  return {
    collapsed: truncateSummary(text, SUMMARY_WORDS_SHORT),
    expanded: truncateSummary(text, SUMMARY_WORDS_EXPANDED),
    expandable: words > CARD_SUMMARY_COLLAPSED_WORDS,
  };
}
