/**
 * The sponsored / press-release flag (docs/curation.md §9) on written examples, through the shipped model as ingest
 * calls it: sponsored copy and releases are flagged with the right kind, and journalists' reports of launches, deals,
 * people moves and of sponsored content itself are not. The examples are written for this test (not in any corpus
 * file); the cue table checks what moderators read as the flag's reasons.
 */
import { describe, expect, it } from 'vitest';
import { getClassifier } from './bundledModel.ts';
import type { ClassifierInput } from './classification.ts';
import { prepareText } from './ml/features.ts';
import { cueText, findPromoCues, PROMO_CUE_NAMES } from './promoCues.ts';
import { promoDecision, PROMO_FLAG_MIN_SCORE } from './promoVerdict.ts';

const item = (title: string, summary: string, content = '', sourceName = 'Social Samosa', sourceUrl = 'https://www.socialsamosa.com/2026/12/story', tags: string[] = []): ClassifierInput => ({ title, summary, content, sourceName, sourceUrl, tags });

const FLAGGED: [string, ClassifierInput, 'sponsored' | 'press_release'][] = [
  ['a "Sponsored:" headline', item('Sponsored: Why small sellers love Bazaarly storefronts', 'Bazaarly makes selling online simple for first-time merchants.'), 'sponsored'],
  ['a brand-connect section and a disclosure', item('The festive gift guide for every budget', 'Curated picks from Giftwala this Diwali.', 'This article is sponsored by Giftwala. Shop the range online.', 'ETBrandEquity', 'https://brandequity.economictimes.indiatimes.com/brand-connect/giftwala-gift-guide'), 'sponsored'],
  ['a creator post marked #ad', item('Trying the new Sonix earbuds for a week #ad', 'Thanks to Sonix for sending these. Code SONIX10 saves you 10%.', '', 'Tech With Tara', 'https://www.youtube.com/watch?v=abc123'), 'sponsored'],
  ['a partner-content tag', item('How Ledgerly helps creators file GST on time', 'Ledgerly automates invoices and returns for creators.', '', 'YourStory', 'https://yourstory.com/2026/12/ledgerly-creators-gst', ['Partner Content']), 'sponsored'],
  [
    'PR-wire copy',
    item('Brightcart Announces Strategic Partnership With Zestpay', 'PUNE, India, Dec. 2, 2026 /PRNewswire/ -- Brightcart, a leading provider of retail software, today announced a strategic partnership with Zestpay.', 'PUNE, India, Dec. 2, 2026 /PRNewswire/ -- Brightcart today announced a partnership. About Brightcart: Brightcart serves 5,000 retailers. Media Contact: press@brightcart.in', 'PR Newswire', 'https://www.prnewswire.com/in/news-releases/brightcart-announces-partnership-302200001.html'),
    'press_release',
  ],
  [
    'an agency announcement run as sent',
    item('Buzzline onboards Meera Shah as Chief Creative Officer', 'Meera Shah will lead creative strategy at the influencer agency.', 'Buzzline, a full-service influencer marketing agency, has announced the appointment of Meera Shah. "We are thrilled to have Meera on board," said Rohit Jain, Founder and CEO, Buzzline. About Buzzline: Buzzline works with 2,000 creators across India.', 'exchange4media', 'https://www.exchange4media.com/advertising-news/buzzline-meera-shah'),
    'press_release',
  ],
  [
    'an ANI release with the syndication disclaimer',
    item('Swadesh Foods launches millet snacks range', 'Jaipur (Rajasthan) [India], December 3 (ANI/NewsVoir): Swadesh Foods has announced the launch of a millet snacks range.', 'Jaipur (Rajasthan) [India], December 3 (ANI/NewsVoir): Swadesh Foods has announced the launch. (Disclaimer: The above press release has been provided by NewsVoir. ANI will not be responsible in any way for the content of the same.)', 'ThePrint', 'https://theprint.in/ani-press-releases/swadesh-foods-millet-snacks/'),
    'press_release',
  ],
];

const NOT_FLAGGED: [string, ClassifierInput][] = [
  ['a report about undisclosed sponsored posts', item('ASCI finds 800 sponsored posts without an ad label', 'The regulator said most paid partnerships it checked hid the #ad label at the end of captions.', 'The Advertising Standards Council of India said creators and brands share responsibility for clear disclosure.')],
  ['a journalist on a launch, with analysis', item('Bazaarly launches storefronts as rivals cut fees', 'Analysts say the launch will struggle to stand out in a crowded market.', 'Bazaarly on Monday launched storefronts for small sellers. Two analysts we spoke to said margins are thin. The company declined to share targets.')],
  ['a reported deal with undisclosed terms', item('Zestpay ties up with Brightcart; terms not disclosed', 'People familiar with the talks said the deal took months.', 'Neither company would comment on the financial terms, according to people aware of the matter.')],
  ['a reported people move quoting the company', item('Buzzline hires a creative chief after losing two clients', 'The agency is rebuilding after a difficult year, people at the company said.', '"We had a tough year," the founder told us in a phone call. Two former employees said morale was low.')],
  ['a news-agency dateline without a year', item('Creators in Jaipur form a cooperative', 'Jaipur, Dec 3 (PTI): Fifty creators have formed a cooperative to negotiate brand rates together.', '')],
  ['a livestream sponsored by a brand, as reported', item('Streamer hosts a Diwali livestream with a snacks brand', 'The streamer hosted a four-hour livestream sponsored by a snacks brand, his manager said.', '')],
];

describe('the promotional flag on written examples', () => {
  const classify = getClassifier();
  it.each(FLAGGED)('flags %s', (_name, input, kind) => {
    const c = classify(input);
    expect(c.promo.kind).toBe(kind);
    expect(c.promo.score).toBeGreaterThanOrEqual(PROMO_FLAG_MIN_SCORE);
    // Moderators see why: the cues that fired are among the reasons.
    expect(c.promo.reasons.some((r) => r.feature.startsWith('cue:'))).toBe(true);
  });
  it.each(NOT_FLAGGED)('does not flag %s', (_name, input) => {
    const c = classify(input);
    expect(c.promo.kind).toBeNull();
    expect(c.promo.score).toBeLessThan(PROMO_FLAG_MIN_SCORE);
  });
});

describe('promoDecision', () => {
  it.each([
    [{ none: 0.9, sponsored: 0.06, press_release: 0.04 }, null, 0.1],
    [{ none: 0.2, sponsored: 0.7, press_release: 0.1 }, 'sponsored', 0.8],
    [{ none: 0.4, sponsored: 0.1, press_release: 0.5 }, 'press_release', 0.6],
  ] as const)('%o → %s', (p, kind, score) => {
    expect(promoDecision(p)).toMatchObject({ kind, score });
  });
  it('flags at the threshold and not below it', () => {
    expect(promoDecision({ none: 0.7, sponsored: 0.3, press_release: 0 }, 0.3).kind).toBe('sponsored');
    expect(promoDecision({ none: 0.71, sponsored: 0.29, press_release: 0 }, 0.3).kind).toBeNull();
  });
});

describe('promotional cues', () => {
  const cues = (input: ClassifierInput) => findPromoCues(cueText(input, prepareText(input)));
  it.each([
    ['sponsored_title_label', item('Partner Content: a guide to saving', '')],
    ['sponsored_title_label', item('A guide to saving | Brand Connect', '')],
    ['sponsored_tag', item('A guide to saving', '', '', 'X', 'https://x.example/', ['Sponsored'])],
    ['sponsored_section', item('A guide to saving', '', '', 'X', 'https://x.example/spotlight/guide')],
    ['sponsored_disclosure', item('A guide', 'This article is brought to you by Saveright.')],
    ['hashtag_ad', item('My new camera', 'Loving it #ad')],
    ['wire_service', item('A launch', 'MUMBAI, Dec. 1, 2026 /PRNewswire/ -- Acme today announced a launch.')],
    ['pr_dateline', item('A launch', 'Bengaluru, 1st December 2026: Acme launched a product.')],
    ['announces_itself', item('A launch', 'Acme is pleased to announce its new range.')],
    ['about_company', item('A launch', 'Acme launched a range. About Acme: Acme is a company.')],
    ['contact_boilerplate', item('A launch', 'For more information, visit the site. Media contact: a@b.in')],
    ['said_with_title', item('A launch', 'The range is new, said Anil Rao, Founder & CEO, Acme.')],
  ])('%s', (cue, input) => {
    expect(cues(input)).toContain(cue);
  });
  it.each([
    ['"sponsored posts" in a sentence', item('ASCI flags sponsored posts', 'Regulators found 300 sponsored posts without labels.')],
    ['"a paid partnership with" in a report', item('Creator signs a deal', 'The creator announced a paid partnership with a shoe brand on Instagram.')],
    ['an outlet whose whole name reads like a section', item('A story', 'Plain news.', '', 'Brand Post', 'https://brand-post.example.in/story')],
    ['a news dateline without a year', item('A story', 'Mumbai, Dec 1 (PTI): Plain news.')],
  ])('none of the sponsored cues for %s', (_name, input) => {
    expect(cues(input).filter((c) => c.startsWith('sponsored') || c === 'pr_dateline')).toEqual([]);
  });
  it('names every cue once', () => {
    expect(new Set(PROMO_CUE_NAMES).size).toBe(PROMO_CUE_NAMES.length);
  });
});
