import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../domain/categories.ts';
import { decideStatus } from '../decide/decideStatus.ts';
import { getClassifier, readModelFile } from './bundledModel.ts';
import { loadCorpus, splitCorpus } from './ml/corpus.ts';
import { evaluateClassifier } from './ml/evaluate.ts';

// The shipped model, judged on the held-out split it never saw: a retrained model that regresses fails here.
describe('the shipped classifier model', () => {
  const { examples, checksum } = loadCorpus();

  it('was trained on the current corpus (retrain with npm run train after editing it)', () => {
    expect(readModelFile().training.corpusChecksum).toBe(checksum);
  });

  it('meets the targets on the held-out split: relevance F1 ≥ 0.90, category accuracy ≥ 0.80', () => {
    const { heldOut } = splitCorpus(examples);
    expect(heldOut.length).toBeGreaterThanOrEqual(250);
    const report = evaluateClassifier(getClassifier(), heldOut, [...CATEGORY_SLUGS], (c) => decideStatus(c).decision !== 'auto_rejected');
    expect(report.relevance.f1).toBeGreaterThanOrEqual(0.9);
    expect(report.category.accuracy).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    ['Bengaluru creator-commerce start-up raises ₹40 crore to help Instagram sellers', 'published'],
    ['ASCI issues fresh guidelines on disclosures for finance influencers', 'published'],
    ['Sensex slips 300 points as IT stocks drag', 'auto_rejected'],
    ['India beat England by five wickets in the second ODI', 'auto_rejected'],
  ])('%s → %s', (title, decision) => {
    const c = getClassifier()({ title, summary: '' });
    expect(decideStatus(c).decision).toBe(decision);
    expect(CATEGORY_SLUGS).toContain(c.category);
    expect(c.topFeatures.length).toBeGreaterThan(0);
  });
});
