import { describe, expect, it } from 'vitest';
import { sourceInitials } from './SourceAvatar.tsx';

describe('sourceInitials', () => {
  it.each([
    ['Social Samosa', 'SS'],
    ['The Ken', 'K'],
    ['exchange4media', 'E'],
    ['Creator Economy Daily (sample)', 'CE'],
    ['afaqs!', 'A'],
    ['दैनिक भास्कर', 'दभ'],
    ['', '?'],
  ])('%s → %s', (name, initials) => {
    expect(sourceInitials(name)).toBe(initials);
  });
});
