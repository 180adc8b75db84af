import { describe, expect, it } from 'vitest';
import type { Classification } from '../classification.ts';
import { evaluateClassifier, formatReport } from './evaluate.ts';
import type { CorpusExample } from './corpus.ts';

const ex = (id: string, label: CorpusExample['label'], title: string): CorpusExample => ({ id, title, summary: '', label, india: false, origin: 'test' });

describe('evaluateClassifier', () => {
  it('counts precision, recall, F1, category accuracy and the confusion matrix', () => {
    const examples = [ex('1', 'creator-economy', 'rel ce'), ex('2', 'brand-partnerships', 'rel ce'), ex('3', 'irrelevant', 'rel ce'), ex('4', 'irrelevant', 'irr'), ex('5', 'creator-economy', 'irr')];
    const fake = (i: { title: string }) =>
      ({ category: 'creator-economy', relevanceScore: i.title.startsWith('rel') ? 90 : 10, india: { isRelevant: false } }) as unknown as Classification;
    const r = evaluateClassifier(fake, examples, ['creator-economy', 'brand-partnerships'], (c) => c.relevanceScore >= 50);
    expect(r.relevance).toMatchObject({ tp: 2, fp: 1, fn: 1, tn: 1, precision: 0.667, recall: 0.667, f1: 0.667, accuracy: 0.6 });
    expect(r.category).toMatchObject({ evaluated: 3, accuracy: 0.667, confusion: [[2, 0], [1, 0]] });
    expect(r.india.accuracy).toBe(1);
    expect(formatReport(r, 'T')).toContain('F1 0.667');
  });
});
