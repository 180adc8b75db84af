import { describe, expect, it } from 'vitest';
import { decideStatus, AUTO_PUBLISH_MIN_CONFIDENCE, AUTO_PUBLISH_MIN_RELEVANCE, REVIEW_MIN_RELEVANCE } from '../decide/decideStatus.ts';
import { classifyWithKeywords } from './keywordClassifier.ts';

describe('classifyWithKeywords', () => {
  it.each([
    ['Mumbai influencers sign brand deals with D2C labels', 'Creators and agencies negotiate sponsorship rates on Instagram Reels.', 'published'],
    ['ASCI tightens influencer disclosure guidelines', 'Creators must label sponsored content clearly, the ad regulator said.', 'published'],
    ['Sensex closes 400 points higher as banks rally', 'The stock market gained on strong buying in financials; Nifty also rose.', 'auto_rejected'],
    ['India beat Australia in third T20 cricket match', 'A late wicket sealed the win at Wankhede.', 'auto_rejected'],
    ['Monsoon rainfall above normal, says IMD', 'Heavy rain expected over the weekend in Kerala.', 'auto_rejected'],
  ])('%s → %s', (title, summary, decision) => {
    const c = classifyWithKeywords({ title, summary });
    expect(decideStatus(c).decision).toBe(decision);
    expect(c.relevanceScore).toBeGreaterThanOrEqual(0);
    expect(c.relevanceScore).toBeLessThanOrEqual(100);
    expect(c.mlConfidenceScore).toBeGreaterThanOrEqual(0);
    expect(c.mlConfidenceScore).toBeLessThanOrEqual(1);
  });

  it('finds Hindi creator terms as primary keywords', () => {
    const c = classifyWithKeywords({ title: 'मुंबई के क्रिएटर्स ने ब्रांड डील साइन की', summary: 'यूट्यूबर और इन्फ्लुएंसर एजेंसियों के बीच नई डील।' });
    expect(c.keywordMatches.primary).toEqual(expect.arrayContaining(['क्रिएटर्स', 'ब्रांड डील', 'यूट्यूबर', 'इन्फ्लुएंसर']));
  });

  it('finds the category from its keywords and India relevance from cities', () => {
    const c = classifyWithKeywords({ title: 'YouTube Shorts adds a new feature for creators in Bengaluru', summary: 'The algorithm now favours Shorts; Instagram Reels responds.' });
    expect(c.category).toBe('platform-updates');
    expect(c.india.cities).toContain('bengaluru');
    expect(c.keywordMatches.primary).toContain('creators');
    expect(c.topFeatures.length).toBeGreaterThan(0);
  });
});

describe('decideStatus thresholds', () => {
  const base = { blocklistFlags: [] as string[], keywordMatches: { primary: ['creator'], secondary: [], indian: [] } };
  it.each([
    [AUTO_PUBLISH_MIN_RELEVANCE, AUTO_PUBLISH_MIN_CONFIDENCE, 'published'],
    [AUTO_PUBLISH_MIN_RELEVANCE, AUTO_PUBLISH_MIN_CONFIDENCE - 0.01, 'pending_review'],
    [AUTO_PUBLISH_MIN_RELEVANCE - 1, 0.9, 'pending_review'],
    [REVIEW_MIN_RELEVANCE, 0.1, 'pending_review'],
    [REVIEW_MIN_RELEVANCE - 1, 0.9, 'auto_rejected'],
  ])('relevance %i, confidence %d → %s', (relevanceScore, mlConfidenceScore, decision) => {
    expect(decideStatus({ ...base, relevanceScore, mlConfidenceScore }).decision).toBe(decision);
  });
  it('sends confident stories with an off-topic word and no creator term to review instead of publishing', () => {
    expect(decideStatus({ relevanceScore: 90, mlConfidenceScore: 0.9, blocklistFlags: ['cricket'], keywordMatches: { primary: [], secondary: [], indian: [] } }).decision).toBe('pending_review');
    expect(decideStatus({ relevanceScore: 90, mlConfidenceScore: 0.9, blocklistFlags: ['cricket'], keywordMatches: { primary: ['creators'], secondary: [], indian: [] } }).decision).toBe('published');
    expect(decideStatus({ relevanceScore: 20, mlConfidenceScore: 0.9, blocklistFlags: ['cricket'], keywordMatches: { primary: [], secondary: [], indian: [] } }).decision).toBe('auto_rejected');
  });
});
