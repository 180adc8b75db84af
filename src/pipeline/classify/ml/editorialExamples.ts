/**
 * Moderators' decisions as training examples (issue 11 item 5). Each article counts once, by its latest decision
 * that says whether it belongs (approve, publish: yes; reject, hide: no); a category correction sets the category of
 * the latest relevance decision, or, alone, says the story belongs in that category (an editor does not re-file a
 * story they would remove). A fifth of the articles, by a stable hash, are held out as "recent decisions" to evaluate
 * a retrained model on judgements it never saw.
 */
import { PROMO_CHOICES, type PromoChoice } from '../../../domain/promotional.ts';
import type { CorpusExample } from './corpus.ts';
import { stableHashFraction } from './corpus.ts';
import type { PromoExample } from './promoCorpus.ts';

/** What a decision row holds (db editorial_labels). */
export interface EditorialLabelRow {
  id: number;
  articleId: string | null;
  decision: string;
  relevant: boolean | null;
  category: string;
  title: string;
  summary: string | null;
  sourceName?: string | null;
  /** A promotional correction's answer (decision 'promo'): sponsored, press_release or none. */
  promoKind?: string | null;
  decidedAt: Date;
}

/** Share of decided articles kept out of training to evaluate on. */
export const DECISION_HELD_OUT_SHARE = 0.2;
/**
 * How many times a decision counts against one corpus example: a person's judgement on a real headline is worth more
 * than one invented sentence, and a few hundred decisions must be able to move a model trained on thousands.
 */
export const DECISION_WEIGHT = 8;

export function examplesFromDecisions(rows: readonly EditorialLabelRow[]): CorpusExample[] {
  // Oldest first, so later decisions overwrite earlier ones.
  const sorted = [...rows].sort((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime() || a.id - b.id);
  const byArticle = new Map<string, { title: string; summary: string; relevant: boolean | null; category: string }>();
  for (const r of sorted) {
    // A promotional correction says nothing about whether the story belongs (promoExamplesFromDecisions reads it).
    if (r.decision === 'promo') continue;
    const key = r.articleId ?? `label-${r.id}`;
    const prev = byArticle.get(key);
    const relevant = r.relevant ?? prev?.relevant ?? null;
    byArticle.set(key, { title: r.title, summary: r.summary ?? '', relevant, category: r.category });
  }
  const out: CorpusExample[] = [];
  for (const [key, v] of byArticle) {
    const belongs = v.relevant ?? true;
    out.push({ id: `decision-${key}`, title: v.title, summary: v.summary, label: (belongs ? v.category : 'irrelevant') as CorpusExample['label'], india: false, origin: 'editorial-decision' });
  }
  return out;
}

/**
 * Moderators' promotional corrections as examples of the promotional head: each article once, by its latest
 * correction. Ids follow examplesFromDecisions', so an article falls on the same side of the split for every head.
 */
export function promoExamplesFromDecisions(rows: readonly EditorialLabelRow[]): PromoExample[] {
  const sorted = [...rows].filter((r) => r.decision === 'promo' && (PROMO_CHOICES as readonly string[]).includes(r.promoKind ?? '')).sort((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime() || a.id - b.id);
  const byArticle = new Map<string, EditorialLabelRow>();
  for (const r of sorted) byArticle.set(r.articleId ?? `label-${r.id}`, r);
  return [...byArticle].map(([key, r]) => ({
    id: `decision-${key}`,
    title: r.title,
    summary: r.summary ?? '',
    content: '',
    source_name: r.sourceName ?? '',
    url: '',
    tags: [],
    promo: r.promoKind as PromoChoice,
    outlet_style: 'editorial-decision',
    origin: 'editorial-decision',
  }));
}

export function splitDecisions<T extends { id: string }>(examples: readonly T[]): { train: T[]; heldOut: T[] } {
  const train: T[] = [];
  const heldOut: T[] = [];
  for (const e of examples) (stableHashFraction(e.id) < DECISION_HELD_OUT_SHARE ? heldOut : train).push(e);
  return { train, heldOut };
}
