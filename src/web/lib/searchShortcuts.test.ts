import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget } from './searchShortcuts.ts';

const key = (k: string, mods: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean }> = {}) => ({ key: k, metaKey: false, ctrlKey: false, altKey: false, ...mods });
const body = { tagName: 'BODY' };
const textInput = { tagName: 'INPUT', type: 'text' };

describe('isSearchShortcut', () => {
  it.each([
    [key('k', { ctrlKey: true }), body, true],
    [key('K', { ctrlKey: true }), body, true], // with Shift or Caps Lock
    [key('k', { metaKey: true }), body, true],
    [key('k', { ctrlKey: true }), textInput, true], // Ctrl+K works while typing elsewhere too
    [key('k', { ctrlKey: true, altKey: true }), body, false],
    [key('k'), body, false],
    [key('/'), body, true],
    [key('/'), { tagName: 'A' }, true],
    [key('/'), { tagName: 'INPUT', type: 'checkbox' }, true],
    [key('/'), textInput, false], // typing a slash into a field
    [key('/'), { tagName: 'INPUT' }, false],
    [key('/'), { tagName: 'INPUT', type: 'search' }, false],
    [key('/'), { tagName: 'TEXTAREA' }, false],
    [key('/'), { tagName: 'SELECT' }, false],
    [key('/'), { tagName: 'DIV', isContentEditable: true }, false],
    [key('/', { ctrlKey: true }), body, false],
    [key('?'), body, false],
  ])('%j on %j → %s', (e, target, expected) => {
    expect(isSearchShortcut(e, target)).toBe(expected);
  });

  it('treats a missing target as not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isSearchShortcut(key('/'), null)).toBe(true);
  });
});
