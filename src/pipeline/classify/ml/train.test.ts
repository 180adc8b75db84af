import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features.ts';
import { loadModel, predict, storeHead, type StoredModel } from './model.ts';
import { seededRandom, trainHeads } from './train.ts';

const rows: [string, string][] = [
  ['YouTube creators earn more from Shorts', 'platform-updates'],
  ['Instagram adds new Reels feature for creators', 'platform-updates'],
  ['Brand signs influencers for a festive campaign', 'brand-partnerships'],
  ['Agency wins influencer mandate from a beauty brand', 'brand-partnerships'],
  ['Sensex closes higher on bank rally', 'irrelevant'],
  ['India win the cricket test match', 'irrelevant'],
  ['Monsoon rain floods city roads', 'irrelevant'],
  ['Election results due on Friday', 'irrelevant'],
];
const data = rows.map(([title, label]) => ({ x: extractFeatures({ title }, {}), label }));

describe('trainHeads', () => {
  it('learns a separable toy problem', () => {
    const { relevance, category } = trainHeads(data, { epochs: 30 });
    const model = { version: 't', lexicons: {}, relevance, category };
    const creator = predict(model, extractFeatures({ title: 'Creators earn more on YouTube Shorts' }, {}));
    const cricket = predict(model, extractFeatures({ title: 'Cricket test match in Chennai' }, {}));
    expect(creator.relevant).toBeGreaterThan(0.5);
    expect(creator.categories[0]?.slug).toBe('platform-updates');
    expect(cricket.relevant).toBeLessThan(0.5);
  });

  it('is deterministic for a seed, and storing then loading keeps predictions', () => {
    const a = trainHeads(data, { epochs: 5 });
    const b = trainHeads(data, { epochs: 5 });
    expect(storeHead(a.relevance)).toEqual(storeHead(b.relevance));
    const stored = { format: 'cei-linear-v1', version: 'v', trainedAt: '', featureDims: 1 << 18, lexicons: {}, relevance: storeHead(a.relevance), category: storeHead(a.category), training: { examples: 0, heldOut: 0, epochs: 5, l2: 0, corpusChecksum: '' } } satisfies StoredModel;
    const loaded = loadModel(JSON.parse(JSON.stringify(stored)) as StoredModel);
    const x = extractFeatures({ title: 'Brand signs creators' }, {});
    expect(predict(loaded, x).relevant).toBeCloseTo(predict({ version: 'v', lexicons: {}, ...a }, x).relevant, 3);
  });

  it('refuses a model file of another format', () => {
    expect(() => loadModel({ format: 'other', featureDims: 1 } as unknown as StoredModel)).toThrow(/Unsupported model file/);
  });

  it('has a seeded random generator in [0, 1)', () => {
    const r1 = seededRandom(1);
    const r2 = seededRandom(1);
    const xs = Array.from({ length: 100 }, () => r1());
    expect(xs).toEqual(Array.from({ length: 100 }, () => r2()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
