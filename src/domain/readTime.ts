/** Reading time (public-site §9): 200 words per minute, at least 1 minute. */

export const WORDS_PER_MINUTE = 200;

/** Counts words in text, ignoring HTML tags. */
export function countWords(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  const words = plain.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

/** Minutes to read the text at 200 wpm, rounded up, minimum 1. */
export function readTimeMinutes(text: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(text ?? '') / WORDS_PER_MINUTE));
}
