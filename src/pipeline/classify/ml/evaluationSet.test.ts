import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../../domain/categories.ts';
import { loadCorpus } from './corpus.ts';
import { evaluationSetProblems, loadRealWorldSet, REALWORLD_PATH, splitRealWorld, titlesOf } from './realWorldEvaluation.ts';

// The real-world-style evaluation set must stay a fair, separate test: valid rows, no overlap with training.
describe('corpus/evaluation-realworld.jsonl', () => {
  const rows = readFileSync(REALWORLD_PATH, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const training = loadCorpus().examples;

  it('has valid fields, unique ids and titles, and no title of the training corpus', () => {
    expect(evaluationSetProblems(rows, titlesOf(training))).toEqual([]);
    expect(() => loadRealWorldSet()).not.toThrow();
  });

  it('is big enough and shaped as documented: ≥ 300 items, about a third headline-only, about half relevant, every category', () => {
    const set = loadRealWorldSet();
    expect(set.length).toBeGreaterThanOrEqual(300);
    const headlineOnly = set.filter((e) => e.summary === '').length / set.length;
    expect(headlineOnly).toBeGreaterThan(0.28);
    expect(headlineOnly).toBeLessThan(0.4);
    const relevant = set.filter((e) => e.label !== 'irrelevant').length / set.length;
    expect(relevant).toBeGreaterThan(0.4);
    expect(relevant).toBeLessThan(0.6);
    for (const slug of CATEGORY_SLUGS) expect(set.filter((e) => e.label === slug).length, slug).toBeGreaterThanOrEqual(15);
    const { calibration, test } = splitRealWorld(set);
    expect(calibration.length / set.length).toBeGreaterThan(0.33);
    expect(test.length / set.length).toBeGreaterThan(0.53);
  });

  it('shares no summary with the training corpus either', () => {
    const trainingSummaries = new Set(training.map((e) => e.summary.trim().toLowerCase()).filter((s) => s !== ''));
    const shared = loadRealWorldSet().filter((e) => e.summary !== '' && trainingSummaries.has(e.summary.trim().toLowerCase()));
    expect(shared.map((e) => e.id)).toEqual([]);
  });
});
