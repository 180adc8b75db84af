import { describe, expect, it } from 'vitest';
import { rankForReader, reasonText, type Candidate, type HistoryItem } from './recommendations.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const story = (id: string, category: string, hours: number, extra: Partial<Candidate> = {}): Candidate => ({ id, category, sourceName: 'Wire', publishedAt: ago(hours), viewsCount: 0, qualityScore: 70, ...extra });
const did = (kind: HistoryItem['kind'], articleId: string, category: string, hours: number, completed?: boolean): HistoryItem => ({
  articleId,
  title: `Story ${articleId}`,
  category,
  sourceName: 'Wire',
  kind,
  at: ago(hours),
  ...(completed !== undefined ? { completed } : {}),
});

describe('rankForReader', () => {
  it('without history ranks by freshness and says the story is new', () => {
    const ranked = rankForReader([story('old', 'general', 48), story('new', 'general', 1)], [], [], 10, now);
    expect(ranked.map((r) => r.id)).toEqual(['new', 'old']);
    expect(ranked[0]?.reason).toEqual({ kind: 'latest' });
  });

  it('lifts a category the reader engaged with above a fresher story and names the story behind it', () => {
    const ranked = rankForReader([story('fresh', 'general', 1), story('brand', 'brand-partnerships', 20)], [did('like', 'b0', 'brand-partnerships', 2)], [], 10, now);
    expect(ranked[0]).toMatchObject({ id: 'brand', reason: { kind: 'because-you-read', articleId: 'b0', title: 'Story b0' } });
  });

  it('reads legacy category names as their slug', () => {
    const ranked = rankForReader([story('fresh', 'general', 1), story('brand', 'brand-partnerships', 20)], [did('bookmark', 'b0', 'brands', 2)], [], 10, now);
    expect(ranked[0]?.id).toBe('brand');
  });

  it('never returns finished or dismissed stories; an unfinished read may come back', () => {
    const history = [did('read', 'done', 'general', 1, true), did('dismiss', 'nope', 'general', 1), did('read', 'half', 'general', 1, false)];
    const ids = rankForReader([story('done', 'general', 2), story('nope', 'general', 2), story('half', 'general', 2)], history, [], 10, now).map((r) => r.id);
    expect(ids).toEqual(['half']);
  });

  it('pushes a dismissed category below an otherwise equal one', () => {
    const ranked = rankForReader([story('a', 'regulations-ethics', 5), story('b', 'general', 5)], [did('dismiss', 'x', 'regulations-ethics', 1)], [], 10, now);
    expect(ranked.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('favours followed categories and says so', () => {
    const ranked = rankForReader([story('fresh', 'general', 1), story('followed', 'platform-updates', 10)], [], ['platform-updates'], 10, now);
    expect(ranked[0]).toMatchObject({ id: 'followed', reason: { kind: 'followed-category', category: 'platform-updates' } });
  });

  it('lets old actions fade: a like from months ago weighs less than one from today', () => {
    const history = [did('like', 'p0', 'platform-updates', 24 * 120), did('like', 'b0', 'brand-partnerships', 1)];
    const ranked = rankForReader([story('p', 'platform-updates', 5), story('b', 'brand-partnerships', 5)], history, [], 10, now);
    expect(ranked[0]?.id).toBe('b');
  });

  it('is deterministic on ties and honours the limit', () => {
    const c = [story('b', 'general', 3), story('a', 'general', 3), story('c', 'general', 3)];
    expect(rankForReader(c, [], [], 2, now).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('reasonText', () => {
  it('words each reason', () => {
    const name = (s: string) => (s === 'platform-updates' ? 'Platform Updates' : s);
    expect(reasonText({ kind: 'because-you-read', articleId: 'x', title: 'Reels get longer' }, name)).toBe('Because you read “Reels get longer”');
    expect(reasonText({ kind: 'followed-category', category: 'platform-updates' }, name)).toBe('Because you follow Platform Updates');
    expect(reasonText({ kind: 'popular' }, name)).toBe('Popular with readers this week');
    expect(reasonText({ kind: 'latest' }, name)).toBe('New on the site');
  });
});
