/**
 * The one rule for "a program, not a reader" that analytics apply (page views, shares): no user agent at all, or one
 * that `isbot` knows as a crawler, monitor or library. Such requests are answered as usual and not counted.
 */
import { isbot } from 'isbot';

export function isAutomatedClient(userAgent: string | undefined | null): boolean {
  return !userAgent || isbot(userAgent);
}
