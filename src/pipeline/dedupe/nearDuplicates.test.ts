import { describe, expect, it } from 'vitest';
import { NearDuplicateIndex, similarity, fingerprint, NEAR_DUPLICATE_THRESHOLD } from './nearDuplicates.ts';

const PAIRS: [string, string, string, string, boolean][] = [
  ['YouTube expands Shorts remix earnings pilot to creators in India', 'Eligible Indian creators can now earn from remixes of their Shorts.', 'Shorts remix earnings pilot now open to Indian creators, says YouTube', 'YouTube said Indian creators can now earn when others remix their Shorts.', true],
  ['Report: Indian brands to spend ₹3,900 crore on influencer marketing in 2027', 'A new study projects influencer marketing spend in India.', 'Influencer marketing spend by Indian brands set to touch ₹3,900 crore next year, study says', 'Influencer marketing spend in India will grow, a study says.', true],
  ['Instagram tests longer Reels drafts and a scheduling calendar', 'Creators can plan posts further ahead.', 'Threads adds post scheduling and insights export for creator accounts', 'Creator accounts on Threads get scheduling.', false],
  ['Wire Talk podcast, episode 41: How regional creators price a brand deal', 'This week we talk pricing.', 'Wire Talk podcast, episode 40: Measuring creator ROI beyond views', 'This week we talk measurement.', false],
];

describe('near-duplicate similarity', () => {
  it.each(PAIRS)('%s ~ %s → duplicate: %s', (t1, s1, t2, s2, dup) => {
    expect(similarity(fingerprint(t1, s1), fingerprint(t2, s2)) >= NEAR_DUPLICATE_THRESHOLD).toBe(dup);
  });
});

describe('NearDuplicateIndex', () => {
  it('finds the reworded story from another source, not from the same source, and not unrelated stories', async () => {
    const index = new NearDuplicateIndex();
    index.add('a1', 'feed-a', PAIRS[0]![0], PAIRS[0]![1]);
    index.add('a2', 'feed-a', PAIRS[2]![0], PAIRS[2]![1]);
    expect((await index.find('feed-b', PAIRS[0]![2], PAIRS[0]![3]))?.id).toBe('a1');
    expect(await index.find('feed-a', PAIRS[0]![2], PAIRS[0]![3])).toBeNull();
    expect(await index.find('feed-b', PAIRS[2]![2], PAIRS[2]![3])).toBeNull();
    expect(await index.find('feed-b', 'Sensex closes higher on bank rally', '')).toBeNull();
    expect(index.size).toBe(2);
  });

  it('makes a concurrent rewrite wait for a reserved article, and ignores one that was not stored', async () => {
    const index = new NearDuplicateIndex();
    const settleFirst = index.reserve('feed-a', PAIRS[0]![0], PAIRS[0]![1]);
    const pending = index.find('feed-b', PAIRS[0]![2], PAIRS[0]![3]);
    settleFirst('stored-id');
    expect((await pending)?.id).toBe('stored-id');

    const settleSecond = index.reserve('feed-c', PAIRS[1]![0], PAIRS[1]![1]);
    const none = index.find('feed-d', PAIRS[1]![2], PAIRS[1]![3]);
    settleSecond(null);
    expect(await none).toBeNull();
  });
});

describe('NearDuplicateIndex at scale', () => {
  it('still finds a rewrite among thousands of titles sharing common words', async () => {
    const index = new NearDuplicateIndex();
    for (let i = 0; i < 5000; i++) index.add(`x${i}`, 'feed-x', `Creators earn ₹${i} crore in deal ${i}`, 'Creators and brands.');
    index.add('a1', 'feed-a', PAIRS[0]![0], PAIRS[0]![1]);
    expect((await index.find('feed-b', PAIRS[0]![2], PAIRS[0]![3]))?.id).toBe('a1');
    expect(await index.find('feed-b', 'Creators earn more from live streams this festive season', '')).toBeNull();
  });
});
