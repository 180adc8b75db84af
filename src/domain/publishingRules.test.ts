import { describe, expect, it } from 'vitest';
import { confidencePercent, isInReviewQueue, isReadyToPublish, PUBLISH_READY_MIN_CONFIDENCE } from './publishingRules.ts';

const strict = { strictMode: true, minConfidence: PUBLISH_READY_MIN_CONFIDENCE };
const lenient = { strictMode: false, minConfidence: PUBLISH_READY_MIN_CONFIDENCE };
const base = { status: 'draft', adminStatus: 'pending_review', mlConfidenceScore: 0.8, relevanceScore: 60, isDuplicate: false, summary: 'A summary.' };

describe('isReadyToPublish', () => {
  it.each([
    ['a confident, relevant pending draft', {}, true, true],
    ['confidence exactly 65 %', { mlConfidenceScore: 0.65 }, true, true],
    ['confidence 64 %', { mlConfidenceScore: 0.64 }, false, false],
    ['relevance exactly 50', { relevanceScore: 50 }, true, true],
    ['relevance 49', { relevanceScore: 49 }, false, true],
    ['relevance exactly 30', { relevanceScore: 30 }, false, true],
    ['relevance 29', { relevanceScore: 29 }, false, false],
    ['a duplicate (its story is reviewed instead)', { isDuplicate: true }, false, false],
    ['an empty summary', { summary: '   ' }, false, true],
    ['no summary', { summary: null }, false, true],
    ['auto-rejected', { adminStatus: 'auto_rejected' }, false, false],
    ['already published', { status: 'published' }, false, false],
    ['rejected', { status: 'rejected' }, false, false],
  ])('%s → strict %s, lenient %s', (_label, patch, inStrict, inLenient) => {
    expect(isReadyToPublish({ ...base, ...patch }, strict)).toBe(inStrict);
    expect(isReadyToPublish({ ...base, ...patch }, lenient)).toBe(inLenient);
  });

  it('honours a custom confidence bar', () => {
    expect(isReadyToPublish({ ...base, mlConfidenceScore: 0.5 }, { strictMode: true, minConfidence: 50 })).toBe(true);
    expect(isReadyToPublish({ ...base, mlConfidenceScore: 0.5 }, { strictMode: true, minConfidence: 51 })).toBe(false);
  });
});

describe('isInReviewQueue', () => {
  it.each([
    ['a draft sent to review', {}, true],
    ['a duplicate of another story', { isDuplicate: true }, false],
    ['auto-rejected', { adminStatus: 'auto_rejected' }, false],
    ['published', { status: 'published' }, false],
    ['no admin status', { adminStatus: null }, false],
  ])('%s → %s', (_label, patch, expected) => {
    expect(isInReviewQueue({ ...base, ...patch })).toBe(expected);
  });
});

describe('confidencePercent', () => {
  it.each([
    [0, 0],
    [0.57, 57],
    [0.65, 65],
    // A float4 column read back into a double.
    [Math.fround(0.57), 57],
    [0.123456, 12.35],
    [1, 100],
  ])('%f → %f', (score, percent) => {
    expect(confidencePercent(score)).toBe(percent);
  });
});
