import { describe, expect, it } from 'vitest';
import { dialogArticleId, dialogDepth, skipDialogOnlyRevalidation, withDialog, withoutDialog } from './articleDialog.ts';

const ID = '0b9c6a3e-4f1d-4c2b-9e8a-1f2d3c4b5a69';
const u = (path: string) => new URL(path, 'https://news.example.in');

describe('dialog locations', () => {
  it('adds and removes ?article= keeping the other parameters', () => {
    expect(withDialog({ pathname: '/', search: '?sort=oldest&page=2' }, ID)).toEqual({ pathname: '/', search: `?sort=oldest&page=2&article=${ID}` });
    expect(withoutDialog({ pathname: '/', search: `?sort=oldest&article=${ID}` })).toEqual({ pathname: '/', search: '?sort=oldest' });
    expect(withoutDialog({ pathname: '/categories/general', search: `?article=${ID}` })).toEqual({ pathname: '/categories/general', search: '' });
  });

  it.each([
    [`?article=${ID}`, ID],
    [`?article=${ID.toUpperCase()}`, ID],
    ['?article=not-an-id', null],
    ['?article=', null],
    ['', null],
  ])('reads the open article from %s', (search, expected) => {
    expect(dialogArticleId({ search })).toBe(expected);
  });

  it.each([
    [{ articleDialog: 2 }, 2],
    [{ articleDialog: 0 }, 0],
    [{ articleDialog: 'x' }, 0],
    [null, 0],
    [undefined, 0],
  ])('reads the dialog depth from history state %j', (state, depth) => {
    expect(dialogDepth(state)).toBe(depth);
  });
});

describe('skipDialogOnlyRevalidation', () => {
  it.each([
    ['/?sort=oldest', `/?sort=oldest&article=${ID}`, false],
    [`/?sort=oldest&article=${ID}`, '/?sort=oldest', false],
    [`/?article=${ID}`, `/?article=0b9c6a3e-4f1d-4c2b-9e8a-1f2d3c4b5a70`, false],
    ['/?sort=oldest', '/?sort=latest', true],
    [`/?article=${ID}`, '/?search=upi', true],
    ['/', '/categories/general', true],
    ['/?sort=oldest', '/?sort=oldest', true],
  ])('%s → %s revalidates: %s', (from, to, expected) => {
    expect(skipDialogOnlyRevalidation({ currentUrl: u(from), nextUrl: u(to), defaultShouldRevalidate: true })).toBe(expected);
  });
});
