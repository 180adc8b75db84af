/** Keyboard shortcuts that focus the search box (public-site §1): Cmd/Ctrl+K anywhere, `/` when not typing in a field. */

/** The parts of a keydown event the rule needs. */
export interface ShortcutKey {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
}

/** The parts of the focused element the rule needs (an Element in the browser). */
export interface ShortcutTarget {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

// Inputs where "/" is not text: pressing it there may still jump to search.
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** True when keys typed into `target` are text for it (so `/` must be left alone). */
export function isTypingTarget(target: ShortcutTarget | null | undefined): boolean {
  if (!target) return false;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/** True when the key press should move focus to the search box. */
export function isSearchShortcut(e: ShortcutKey, target: ShortcutTarget | null | undefined): boolean {
  if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTypingTarget(target);
}
