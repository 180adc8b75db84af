/**
 * Sponsored and press-release labelling (issue 12 item 5; docs/curation.md §9). A story is *promotional* when a
 * company paid for it or wrote it: "sponsored" is paid partnership or brand-funded content, "press_release" a
 * company's own announcement distributed as news (wire copy, brand announcements). A journalist's report about a
 * launch, a deal or sponsored posts is neither. The classifier proposes the kind, a moderator may correct it, and the
 * public site shows it as a label. Shared by the server, the pipeline and the browser. No zod here: every public page
 * imports the labels, and the moderator's answer is validated with the article patch (adminArticles.ts).
 */

/** What the classifier flags and `articles.promo_kind` stores (migration 0024); null = not promotional. */
export const PROMO_KINDS = ['sponsored', 'press_release'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A moderator's answer (editorial_labels.promo_kind): one of the kinds, or "neither" said out loud. */
export const PROMO_CHOICES = [...PROMO_KINDS, 'none'] as const;
export type PromoChoice = (typeof PROMO_CHOICES)[number];

/** The label as the public article carries it (URL-style, like category slugs). */
export type PromoLabel = 'sponsored' | 'press-release';

/** What readers read on the badge. */
export const PROMO_LABEL_TEXT: Readonly<Record<PromoLabel, string>> = { sponsored: 'Sponsored', 'press-release': 'Press release' };

/** What the badge says to a screen reader and on hover: why the story carries it. */
export const PROMO_LABEL_DESCRIPTION: Readonly<Record<PromoLabel, string>> = {
  sponsored: 'Sponsored: paid for by a brand, not independent reporting',
  'press-release': "Press release: the company's own announcement, not independent reporting",
};

/** What moderators read for each choice. */
export const PROMO_CHOICE_TEXT: Readonly<Record<PromoChoice, string>> = { sponsored: 'Sponsored', press_release: 'Press release', none: 'Neither' };

export function isPromoKind(value: unknown): value is PromoKind {
  return typeof value === 'string' && (PROMO_KINDS as readonly string[]).includes(value);
}

/** The stored kind (anything else is treated as not promotional) as the public label. */
export function promoLabelOf(kind: string | null | undefined): PromoLabel | null {
  if (kind === 'sponsored') return 'sponsored';
  if (kind === 'press_release') return 'press-release';
  return null;
}

/** A moderator's choice as the stored kind: "none" clears the flag. */
export function promoKindOfChoice(choice: PromoChoice): PromoKind | null {
  return choice === 'none' ? null : choice;
}
