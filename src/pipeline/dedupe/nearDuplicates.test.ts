import { describe, expect, it } from 'vitest';
import { fingerprint, namesConflict, NEAR_DUPLICATE_THRESHOLD, NearDuplicateIndex, numbersConflict, similarity } from './nearDuplicates.ts';

const PAIRS: [string, string, string, string, boolean][] = [
  ['YouTube expands Shorts remix earnings pilot to creators in India', 'Eligible Indian creators can now earn from remixes of their Shorts.', 'Shorts remix earnings pilot now open to Indian creators, says YouTube', 'YouTube said Indian creators can now earn when others remix their Shorts.', true],
  ['Report: Indian brands to spend ₹3,900 crore on influencer marketing in 2027', 'A new study projects influencer marketing spend in India.', 'Influencer marketing spend by Indian brands set to touch ₹3,900 crore next year, study says', 'Influencer marketing spend in India will grow, a study says.', true],
  ['Instagram tests longer Reels drafts and a scheduling calendar', 'Creators can plan posts further ahead.', 'Threads adds post scheduling and insights export for creator accounts', 'Creator accounts on Threads get scheduling.', false],
  ['Wire Talk podcast, episode 41: How regional creators price a brand deal', 'This week we talk pricing.', 'Wire Talk podcast, episode 40: Measuring creator ROI beyond views', 'This week we talk measurement.', false],
];

describe('near-duplicate similarity', () => {
  it.each(PAIRS)('%s ~ %s → duplicate: %s', (t1, s1, t2, s2, dup) => {
    const vocab = new Map<string, number>();
    expect(similarity(fingerprint(t1, s1, vocab), fingerprint(t2, s2, vocab)) >= NEAR_DUPLICATE_THRESHOLD).toBe(dup);
  });
});

describe('same pattern, different story', () => {
  const print = (title: string, summary = '') => fingerprint(title, summary, vocab);
  const vocab = new Map<string, number>();
  it.each([
    ['Weather office warns of heavy rain in 52 Kerala districts', 'Weather office warns of heavy rain in 43 Kerala districts', true],
    ['Brands to spend ₹3,900 crore on creators in 2027', 'Creator spend by brands to touch ₹3,900 crore, report says', false],
    ['Rupee slips 62 paise in 2027', 'Rupee slips 62 paise as oil rises', false],
    ['Budget 2026 leaves creators waiting', 'Budget 2027 leaves creators waiting', false],
    ['Creators want clarity', 'Creators want more clarity', false],
  ])('numbers: %s / %s → conflict %s', (a, b, conflict) => {
    expect(numbersConflict(print(a), print(b))).toBe(conflict);
  });
  it.each([
    ['Creator Shreya Sethi quits Pinterest citing payout cuts', 'Creator Farhan Sethi quits LinkedIn citing payout cuts', true],
    ['Shorts remix earnings pilot now open to Indian creators, says YouTube', 'YouTube expands Shorts remix earnings pilot to creators in India', false],
    ['Paisaa Signs Finance Creators For Tax Season', 'Fintech app Paisaa signs finance creators for tax season', false],
    ['creators sign brand deals', 'brand deals signed by creators', false],
  ])('names: %s / %s → conflict %s', (a, b, conflict) => {
    expect(namesConflict(print(a), print(b))).toBe(conflict);
  });
  it('weighs rare shared words above common ones', () => {
    const v = new Map<string, number>();
    const a = fingerprint('Paisaa signs creators', '', v);
    const sameName = fingerprint('Paisaa hires creators', '', v);
    const onlyCommon = fingerprint('Zolo hires creators', '', v);
    // "creators" is everywhere, "paisaa" is not: sharing only the common word should count for much less.
    const common = v.get('creator') as number;
    const weight = (w: number) => (w === common ? 0.2 : 1);
    const ratio = (wt?: (w: number) => number) => similarity(a, sameName, wt) / similarity(a, onlyCommon, wt);
    expect(ratio()).toBeCloseTo(2.5, 5);
    expect(ratio(weight)).toBeGreaterThan(7);
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

describe('NearDuplicateIndex applies the number and name rules itself (its search does not call the pairwise tests)', () => {
  const summary = 'Officials asked residents to stay indoors as rivers rose across the state.';
  it('numbers: the same wording with other numbers is another story; with the same numbers it is a rewrite', async () => {
    const index = new NearDuplicateIndex();
    index.add('rain52', 'feed-a', 'Weather office warns of heavy rain in 52 Kerala districts', summary);
    expect(await index.find('feed-b', 'Weather office warns of heavy rain in 43 Kerala districts', summary)).toBeNull();
    expect((await index.find('feed-b', 'Heavy rain in 52 Kerala districts, weather office warns', summary))?.id).toBe('rain52');
    // A title without numbers cannot conflict on numbers.
    expect((await index.find('feed-b', 'Weather office warns of heavy rain in Kerala districts', summary))?.id).toBe('rain52');
  });

  it("names: the indexed story's names must be in the new one, and the new story's names in the indexed one", async () => {
    const body = 'The creator cited payout cuts and slower growth.';
    const index = new NearDuplicateIndex();
    index.add('shreya', 'feed-a', 'Creator Shreya Sethi quits Pinterest citing payout cuts', body);
    // The indexed story's names (Shreya, Sethi, Pinterest) are mostly missing from this one.
    expect(await index.find('feed-b', 'Creator Farhan Sethi quits LinkedIn citing payout cuts', body)).toBeNull();
    // No names in this title, but the indexed story's names are nowhere in it: another creator's story.
    expect(await index.find('feed-b', 'creator quits citing payout cuts', body)).toBeNull();
    // No names in this title, and the indexed names are in its body: a rewrite.
    expect((await index.find('feed-b', 'creator quits citing payout cuts', `Shreya Sethi left Pinterest. ${body}`))?.id).toBe('shreya');
    const other = new NearDuplicateIndex();
    other.add('plain', 'feed-a', 'creator quits citing payout cuts', body);
    // Here the new story's names (Farhan, Sethi, LinkedIn) are not in the indexed one's words.
    expect(await other.find('feed-b', 'Creator Farhan Sethi quits LinkedIn citing payout cuts', body)).toBeNull();
    expect((await other.find('feed-b', 'creator quits, citing payout cuts', body))?.id).toBe('plain');
  });
});

describe('NearDuplicateIndex.claim', () => {
  it('searches before reserving: a story never finds itself, and a rewrite from another feed waits for it', async () => {
    const index = new NearDuplicateIndex();
    const first = index.claim('feed-a', PAIRS[0]![0], PAIRS[0]![1]);
    const second = index.claim('feed-b', PAIRS[0]![2], PAIRS[0]![3]);
    expect(await first.near).toBeNull();
    first.settle('a1');
    expect((await second.near)?.id).toBe('a1');
    second.settle(null);
    expect(index.size).toBe(2);
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
