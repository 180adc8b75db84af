import { describe, expect, it } from 'vitest';
import type { Classification } from '../classification.ts';
import { isHeldOut, stableHashFraction } from './corpus.ts';
import {
  CALIBRATION_SHARE,
  decideAll,
  decisionMetrics,
  evaluationSetProblems,
  formatDecisionReport,
  inputFor,
  isCalibration,
  slicedDecisionMetrics,
  splitRealWorld,
  type DecisionName,
  type DecisionRow,
  type RealWorldExample,
} from './realWorldEvaluation.ts';

/** A row: true label, predicted category, decision, and whether the item had a summary (default yes). */
const r = (label: string, category: string, decision: DecisionName, hasSummary = true): DecisionRow => ({ label, category, decision, hasSummary });
const CE = 'creator-economy';
const BP = 'brand-partnerships';
const IR = 'irrelevant';

describe('decisionMetrics', () => {
  const cases: {
    name: string;
    rows: DecisionRow[];
    kept: [number, number];
    precision: [number, number];
    category: [number, number];
    targets: { relevantKept: boolean; publishPrecision: boolean; categoryAccuracy: boolean };
  }[] = [
    {
      name: 'everything right',
      rows: [r(CE, CE, 'published'), r(BP, BP, 'pending_review'), r(IR, 'general', 'auto_rejected')],
      kept: [2, 2],
      precision: [1, 1],
      category: [2, 2],
      targets: { relevantKept: true, publishPrecision: true, categoryAccuracy: true },
    },
    {
      name: 'a relevant item auto-rejected counts against kept, not against precision',
      rows: [r(CE, CE, 'published'), r(CE, CE, 'auto_rejected'), r(IR, IR, 'auto_rejected')],
      kept: [1, 2],
      precision: [1, 1],
      category: [2, 2],
      targets: { relevantKept: false, publishPrecision: true, categoryAccuracy: true },
    },
    {
      name: 'an irrelevant item published counts against precision only; one sent to review does not count',
      rows: [r(CE, CE, 'published'), r(IR, CE, 'published'), r(IR, CE, 'pending_review')],
      kept: [1, 1],
      precision: [1, 2],
      category: [1, 1],
      targets: { relevantKept: true, publishPrecision: false, categoryAccuracy: true },
    },
    {
      name: 'a wrong category lowers category accuracy whatever the decision',
      rows: [r(CE, BP, 'published'), r(BP, BP, 'auto_rejected'), r(BP, BP, 'published'), r(BP, BP, 'published')],
      kept: [3, 4],
      precision: [3, 3],
      category: [3, 4],
      targets: { relevantKept: false, publishPrecision: true, categoryAccuracy: false },
    },
    {
      name: 'nothing published: precision cannot be computed and its target does not hold',
      rows: [r(CE, CE, 'pending_review'), r(IR, IR, 'auto_rejected')],
      kept: [1, 1],
      precision: [0, 0],
      category: [1, 1],
      targets: { relevantKept: true, publishPrecision: false, categoryAccuracy: true },
    },
    {
      name: 'exactly at the targets holds (19/20 kept, 19/20 of published relevant, 18/20 categories)',
      rows: [
        ...Array.from({ length: 17 }, () => r(CE, CE, 'published')),
        r(CE, CE, 'published'),
        r(CE, BP, 'published'),
        r(CE, BP, 'auto_rejected'),
        r(IR, IR, 'published'),
      ],
      kept: [19, 20],
      precision: [19, 20],
      category: [18, 20],
      targets: { relevantKept: true, publishPrecision: true, categoryAccuracy: true },
    },
    {
      name: 'just below the category target does not hold',
      rows: [...Array.from({ length: 7 }, () => r(CE, CE, 'published')), r(CE, BP, 'published')],
      kept: [8, 8],
      precision: [8, 8],
      category: [7, 8],
      targets: { relevantKept: true, publishPrecision: true, categoryAccuracy: false },
    },
  ];
  it.each(cases)('$name', ({ rows, kept, precision, category, targets }) => {
    const m = decisionMetrics(rows);
    expect([m.relevantKept.hits, m.relevantKept.of]).toEqual(kept);
    expect([m.publishPrecision.hits, m.publishPrecision.of]).toEqual(precision);
    expect([m.categoryAccuracy.hits, m.categoryAccuracy.of]).toEqual(category);
    expect(m.targets).toEqual(targets);
  });

  it('counts decisions per true label and the informational shares', () => {
    const m = decisionMetrics([r(CE, CE, 'published'), r(CE, CE, 'pending_review'), r(IR, IR, 'auto_rejected'), r(IR, IR, 'published'), r(IR, IR, 'pending_review')]);
    expect(m.byLabel).toEqual({
      [CE]: { published: 1, pending_review: 1, auto_rejected: 0 },
      [IR]: { published: 1, pending_review: 1, auto_rejected: 1 },
    });
    expect(m.relevantAutoPublished).toEqual({ hits: 1, of: 2, value: 0.5 });
    expect(m.irrelevantRejected.hits).toBe(1);
    expect(m.irrelevantRejected.of).toBe(3);
    expect(decisionMetrics([]).relevantKept.value).toBeNull();
  });

  it('slices by summary: headline-only items are measured on their own', () => {
    const s = slicedDecisionMetrics([r(CE, CE, 'published', true), r(CE, CE, 'auto_rejected', false), r(IR, IR, 'published', false)]);
    expect(s.all.items).toBe(3);
    expect(s.withSummary.relevantKept.value).toBe(1);
    expect(s.headlineOnly.relevantKept.value).toBe(0);
    expect(s.headlineOnly.publishPrecision).toEqual({ hits: 0, of: 1, value: 0 });
    const text = formatDecisionReport(s, 'T');
    expect(text).toContain('relevant kept (not auto-rejected) 50.0% (1/2)');
    expect(text).toMatch(/relevant kept\s+50\.0% \(1\/2\)\s+target ≥ 95%: NOT MET/);
  });
});

describe('decideAll', () => {
  it('classifies what ingest would pass (title, summary, outlet name and URL) and applies the decision rule', () => {
    const seen: unknown[] = [];
    const fake = (input: { title: string }) => {
      seen.push(input);
      return { category: CE, relevanceScore: input.title.includes('creator') ? 90 : 10 } as unknown as Classification;
    };
    const ex = (id: string, title: string, summary: string, label: RealWorldExample['label']): RealWorldExample => ({ id, title, summary, label, india: true, outlet_style: 'afaqs', origin: 'realworld-style' });
    const rows = decideAll([ex('rw1', 'A creator story', 'x', CE), ex('rw2', 'An agency mandate', '', IR)], fake, (c) => (c.relevanceScore >= 50 ? 'published' : 'auto_rejected'));
    expect(rows).toEqual([r(CE, CE, 'published', true), r(IR, CE, 'auto_rejected', false)]);
    expect(seen[0]).toEqual({ title: 'A creator story', summary: 'x', sourceName: 'afaqs!', sourceUrl: 'https://www.afaqs.com/' });
    expect(inputFor(ex('rw3', 't', '', IR)).sourceUrl).toBe('https://www.afaqs.com/');
  });
});

describe('calibration/test split', () => {
  it('is a stable function of the id, independent of order, about 40/60', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => ({ id: `rw${String(i).padStart(4, '0')}` }));
    const { calibration, test } = splitRealWorld(ids);
    expect(calibration.length + test.length).toBe(2000);
    expect(calibration.length / 2000).toBeGreaterThan(CALIBRATION_SHARE - 0.05);
    expect(calibration.length / 2000).toBeLessThan(CALIBRATION_SHARE + 0.05);
    const reversed = splitRealWorld([...ids].reverse());
    expect(new Set(reversed.calibration.map((e) => e.id))).toEqual(new Set(calibration.map((e) => e.id)));
    for (const e of calibration.slice(0, 20)) expect(isCalibration(e.id)).toBe(true);
    // The held-out split of the training corpus uses the same hash (one home for the rule).
    expect(isHeldOut('c0001')).toBe(stableHashFraction('c0001') < 0.2);
  });
});

describe('evaluationSetProblems', () => {
  const good = { id: 'rw0001', title: 'Whoppl bags a mandate', summary: '', label: BP, india: true, outlet_style: 'afaqs', origin: 'realworld-style' };
  const cases: { name: string; rows: Record<string, unknown>[]; training?: string[]; problem: RegExp | null }[] = [
    { name: 'a valid row', rows: [good], problem: null },
    { name: 'a missing field', rows: [{ ...good, origin: undefined }].map(({ origin: _o, ...rest }) => rest), problem: /fields must be exactly/ },
    { name: 'an extra field', rows: [{ ...good, note: 'x' }], problem: /fields must be exactly/ },
    { name: 'a duplicate id', rows: [good, { ...good, title: 'Another title' }], problem: /duplicate id rw0001/ },
    { name: 'a duplicate title ignoring case', rows: [good, { ...good, id: 'rw0002', title: 'WHOPPL bags a mandate ' }], problem: /duplicate title/ },
    { name: 'a title from the training corpus', rows: [good], training: ['whoppl bags a mandate'], problem: /title also in the training corpus/ },
    { name: 'an unknown label', rows: [{ ...good, label: 'campaigns' }], problem: /unknown label/ },
    { name: 'an unknown outlet', rows: [{ ...good, outlet_style: 'times' }], problem: /unknown outlet_style/ },
    { name: 'a non-boolean india', rows: [{ ...good, india: 'yes' }], problem: /india must be a boolean/ },
    { name: 'a null summary', rows: [{ ...good, summary: null }], problem: /summary must be a string/ },
    { name: 'a bad id', rows: [{ ...good, id: 'c0001' }], problem: /id must look like rw0001/ },
    { name: 'a wrong origin', rows: [{ ...good, origin: 'handwritten' }], problem: /origin must be/ },
  ];
  it.each(cases)('$name', ({ rows, training, problem }) => {
    const problems = evaluationSetProblems(rows, new Set(training ?? []));
    if (problem === null) expect(problems).toEqual([]);
    else expect(problems.join('\n')).toMatch(problem);
  });
});
