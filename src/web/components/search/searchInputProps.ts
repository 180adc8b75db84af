/**
 * The attributes every search field shares: the header's plain form (before the full box loads) and the box itself, so
 * the field a reader starts typing in behaves the same before and after the swap (keyboard, autofill, spelling).
 */
export const SEARCH_INPUT_PROPS = {
  name: 'search',
  type: 'text',
  inputMode: 'search',
  enterKeyHint: 'search',
  autoComplete: 'off',
  spellCheck: false,
} as const;
