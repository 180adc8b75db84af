/** Query-string fields the back office's lists share: a search box and a page number, with their messages. */
import { z } from 'zod';
import { hasNoNul, NUL_MESSAGE } from './unstorableInput.ts';

/** `q`: trimmed, at most `max` characters, '' when absent. */
export function searchParam(max: number) {
  return z
    .string()
    .trim()
    .max(max, `q must be at most ${max} characters`)
    // The back office's pages parse this themselves (not through the API's request check).
    .refine(hasNoNul, `q ${NUL_MESSAGE}`)
    .optional()
    .transform((v) => v ?? '');
}

/** `page`: a whole number from 1 to `max` (1 when absent); `tooFar` explains the upper bound. */
export function pageParam(max: number, tooFar = `page must be at most ${max}`) {
  return z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(max, tooFar)
    .optional()
    .transform((v) => v ?? 1);
}
