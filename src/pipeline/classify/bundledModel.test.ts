import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../domain/categories.ts';
import { decideStatus } from '../decide/decideStatus.ts';
import { getClassifier, readModelFile } from './bundledModel.ts';
import { loadCorpus, splitCorpus } from './ml/corpus.ts';
import { evaluateClassifier } from './ml/evaluate.ts';
import { extractFeatures } from './ml/features.ts';
import { loadModel, predict, relevanceWeight } from './ml/model.ts';

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
    // Classifies every held-out example (542): allow for a loaded machine.
  }, 30_000);

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

describe('packed weights (loadModel)', () => {
  const loaded = loadModel(readModelFile());
  const dense = { ...loaded, packed: undefined };

  it('predict exactly what the dense heads predict, on every held-out example', () => {
    const { heldOut } = splitCorpus(loadCorpus().examples);
    for (const ex of heldOut) {
      const x = extractFeatures(ex, loaded.lexicons);
      expect(predict(loaded, x)).toEqual(predict(dense, x));
    }
  });

  it('give each bucket its relevance weight, and 0 where the model has none', () => {
    const row = loaded.relevance.weights[0] as Float32Array;
    let checked = 0;
    for (let bucket = 0; bucket < row.length; bucket += 97) {
      expect(relevanceWeight(loaded, bucket)).toBe(relevanceWeight(dense, bucket));
      expect(relevanceWeight(loaded, bucket)).toBe(row[bucket]);
      checked += row[bucket] === 0 ? 0 : 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
