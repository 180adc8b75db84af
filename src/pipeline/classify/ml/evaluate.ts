/** Held-out evaluation: relevance precision/recall/F1, category accuracy and confusion matrix, India accuracy. */
import type { Classification, ClassifierInput } from '../classification.ts';
import type { CorpusExample } from './corpus.ts';

/** The figures `npm run evaluate` prints. */
export interface EvaluationReport {
  examples: number;
  relevance: { precision: number; recall: number; f1: number; accuracy: number; tp: number; fp: number; fn: number; tn: number };
  category: { accuracy: number; evaluated: number; labels: string[]; confusion: number[][] };
  india: { accuracy: number };
  /** Present when `isPublished` is given: how many were auto-published and the share of those truly relevant. */
  published?: { count: number; precision: number };
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Evaluates a classifier on labelled examples. Category accuracy is measured on truly relevant examples. With
 * `isPublished`, also reports the precision of what would reach readers unseen (the auto-published items).
 */
export function evaluateClassifier(
  classify: (i: ClassifierInput) => Classification,
  examples: CorpusExample[],
  categoryLabels: string[],
  isRelevant: (c: Classification) => boolean,
  isPublished?: (c: Classification) => boolean,
): EvaluationReport {
  let tp = 0, fp = 0, fn = 0, tn = 0, catRight = 0, catTotal = 0, indiaRight = 0, published = 0, publishedRight = 0;
  const confusion = categoryLabels.map(() => categoryLabels.map(() => 0));
  for (const e of examples) {
    const c = classify({ title: e.title, summary: e.summary });
    const predicted = isRelevant(c);
    const actual = e.label !== 'irrelevant';
    if (predicted && actual) tp++;
    else if (predicted && !actual) fp++;
    else if (!predicted && actual) fn++;
    else tn++;
    if (isPublished?.(c)) {
      published++;
      if (actual) publishedRight++;
    }
    if (actual) {
      catTotal++;
      if (c.category === e.label) catRight++;
      const r = categoryLabels.indexOf(e.label);
      const p = categoryLabels.indexOf(c.category);
      if (r >= 0 && p >= 0) (confusion[r] as number[])[p] = ((confusion[r] as number[])[p] ?? 0) + 1;
    }
    if (c.india.isRelevant === e.india) indiaRight++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  return {
    examples: examples.length,
    relevance: { precision: round(precision), recall: round(recall), f1: round(precision + recall ? (2 * precision * recall) / (precision + recall) : 0), accuracy: round((tp + tn) / Math.max(1, examples.length)), tp, fp, fn, tn },
    category: { accuracy: round(catRight / Math.max(1, catTotal)), evaluated: catTotal, labels: categoryLabels, confusion },
    india: { accuracy: round(indiaRight / Math.max(1, examples.length)) },
    ...(isPublished ? { published: { count: published, precision: round(published ? publishedRight / published : 0) } } : {}),
  };
}

/** Renders the report as the text `npm run evaluate` prints. */
export function formatReport(r: EvaluationReport, title: string): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  const short = (l: string) => l.split('-').map((w) => w.slice(0, 4)).join('-');
  const width = Math.max(...r.category.labels.map((l) => short(l).length), 8);
  const lines = [
    title,
    `examples: ${r.examples}`,
    `relevance  precision ${pct(r.relevance.precision)}  recall ${pct(r.relevance.recall)}  F1 ${r.relevance.f1.toFixed(3)}  accuracy ${pct(r.relevance.accuracy)}  (tp ${r.relevance.tp}, fp ${r.relevance.fp}, fn ${r.relevance.fn}, tn ${r.relevance.tn})`,
    ...(r.published ? [`published  ${r.published.count} auto-published, precision ${pct(r.published.precision)}`] : []),
    `category   accuracy ${pct(r.category.accuracy)} on ${r.category.evaluated} relevant examples`,
    `india      accuracy ${pct(r.india.accuracy)}`,
    '',
    'category confusion matrix (rows: true label, columns: predicted)',
    `${''.padEnd(width)} ${r.category.labels.map((l) => short(l).padStart(width)).join(' ')}`,
    ...r.category.labels.map((l, i) => `${short(l).padEnd(width)} ${(r.category.confusion[i] ?? []).map((n) => String(n).padStart(width)).join(' ')}`),
  ];
  return lines.join('\n');
}
