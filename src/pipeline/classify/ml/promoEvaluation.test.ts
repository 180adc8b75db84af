/**
 * The promotional flag's evaluation (docs/curation.md §9): the metric code on hand-made rows, the two labelled files'
 * validity and separation (the evaluation file never trains: no title shared with any training file), and moderators'
 * corrections as training examples.
 */
import { describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus.ts';
import { examplesFromDecisions, promoExamplesFromDecisions, type EditorialLabelRow } from './editorialExamples.ts';
import { loadPromoCorpus, loadPromoEvaluationSet, promoSetProblems } from './promoCorpus.ts';
import { formatPromoReport, promoMetrics, type PromoRow } from './promoEvaluation.ts';
import { loadRealWorldSet, splitRealWorld } from './realWorldEvaluation.ts';

const r = (truth: PromoRow['truth'], predicted: PromoRow['predicted'], hasBody = true): PromoRow => ({ id: `x${Math.random()}`, truth, predicted, hasBody });

describe('promoMetrics', () => {
  it('counts flag precision and recall over both kinds, the right kind, and news items flagged', () => {
    const rows = [
      r('sponsored', 'sponsored'),
      r('sponsored', 'press_release'), // flagged (counts for precision and recall), wrong kind
      r('press_release', 'press_release'),
      r('press_release', null), // missed
      r('none', 'sponsored'), // a news story labelled: the costly mistake
      r('none', null),
      r('none', null),
      r('none', null),
    ];
    const m = promoMetrics(rows);
    expect(m.items).toBe(8);
    expect(m.promotional).toBe(4);
    expect(m.precision).toEqual({ hits: 3, of: 4, value: 0.75 });
    expect(m.recall).toEqual({ hits: 3, of: 4, value: 0.75 });
    expect(m.kindAccuracy).toEqual({ hits: 2, of: 3, value: 2 / 3 });
    expect(m.falseFlagRate).toEqual({ hits: 1, of: 4, value: 0.25 });
    expect(m.perKind.sponsored.precision).toEqual({ hits: 1, of: 2, value: 0.5 });
    expect(m.perKind.sponsored.recall).toEqual({ hits: 1, of: 2, value: 0.5 });
    expect(m.perKind.press_release.precision).toEqual({ hits: 1, of: 2, value: 0.5 });
    expect(m.perKind.press_release.recall).toEqual({ hits: 1, of: 2, value: 0.5 });
  });

  it('says n/a, not 0% or 100%, when nothing is flagged or nothing is promotional', () => {
    const m = promoMetrics([r('none', null), r('none', null)]);
    expect(m.precision.value).toBeNull();
    expect(m.recall.value).toBeNull();
    const text = formatPromoReport([r('none', null)], 'empty');
    expect(text).toMatch(/flag precision\s+n\/a/);
  });

  it('reports headline-only items apart', () => {
    const text = formatPromoReport([r('sponsored', 'sponsored', true), r('sponsored', null, false)], 'parts');
    expect(text).toMatch(/flag recall\s+50\.0% \(1\/2\)\s+100\.0% \(1\/1\)\s+0\.0% \(0\/1\)/);
  });
});

describe('the promotional files', () => {
  const training = loadPromoCorpus().examples;
  const evaluation = loadPromoEvaluationSet();
  const norm = (t: string) => t.trim().toLowerCase();

  it('are valid, each with all three answers', () => {
    for (const [rows, prefix] of [[training, 'p'], [evaluation, 'pe']] as const) {
      expect(promoSetProblems(rows as unknown as Record<string, unknown>[], prefix)).toEqual([]);
      for (const kind of ['sponsored', 'press_release', 'none']) expect(rows.filter((e) => e.promo === kind).length).toBeGreaterThanOrEqual(20);
    }
  });

  it('keep the evaluation file apart: no title of it in the promotional training file or the corpus', () => {
    const trainingTitles = new Set([...training, ...loadCorpus().examples].map((e) => norm(e.title)));
    expect(promoSetProblems(evaluation as unknown as Record<string, unknown>[], 'pe', trainingTitles)).toEqual([]);
    const evaluationTitles = new Set([...evaluation, ...loadRealWorldSet()].map((e) => norm(e.title)));
    expect(training.filter((e) => evaluationTitles.has(norm(e.title))).map((e) => e.title)).toEqual([]);
  });

  it('split the evaluation file by the real-world set\'s calibration hash, with every answer in both parts', () => {
    const { calibration, test } = splitRealWorld(evaluation);
    expect(calibration.length + test.length).toBe(evaluation.length);
    for (const part of [calibration, test]) for (const kind of ['sponsored', 'press_release', 'none']) expect(part.some((e) => e.promo === kind)).toBe(true);
  });

  it('refuse a bad row with a reason', () => {
    const bad = { id: 'p1', title: '', summary: 1, content: '', source_name: '', url: 'nope', tags: 'x', promo: 'advert', outlet_style: 'x', origin: 'made-up' };
    const problems = promoSetProblems([bad], 'p');
    for (const fragment of ['id must look like p0001', 'title must be', 'summary must be a string', 'url must be', 'tags must be', 'promo must be', 'origin must be']) {
      expect(problems.some((p) => p.includes(fragment)), fragment).toBe(true);
    }
  });
});

describe("moderators' promotional corrections as examples", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 12, minutes));
  const row = (id: number, articleId: string, decision: string, promoKind: string | null, minutes: number): EditorialLabelRow => ({
    id,
    articleId,
    decision,
    relevant: decision === 'approve' ? true : null,
    category: 'general',
    title: `Story ${articleId}`,
    summary: null,
    sourceName: 'Outlet',
    promoKind,
    decidedAt: at(minutes),
  });

  it('keeps the latest answer per article and leaves relevance examples alone', () => {
    const rows = [row(1, 'a', 'promo', 'sponsored', 1), row(2, 'a', 'promo', 'none', 2), row(3, 'b', 'promo', 'press_release', 1), row(4, 'c', 'approve', null, 1)];
    const promo = promoExamplesFromDecisions(rows);
    expect(promo.map((e) => [e.id, e.promo])).toEqual([
      ['decision-a', 'none'],
      ['decision-b', 'press_release'],
    ]);
    // A promotional answer says nothing about whether the story belongs on the site.
    expect(examplesFromDecisions(rows).map((e) => e.id)).toEqual(['decision-c']);
  });
});
