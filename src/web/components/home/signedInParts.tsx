/**
 * The signed-in reader's parts of the home page (SignedInFeed.tsx: the Personalized Feed's four lists and the
 * reading-activity panel), given to the page through a context so that the page's own module does not import them:
 * a reader who is not signed in gets the `HomePage` island and never downloads them; a signed-in reader gets
 * `HomePageSignedIn` (HomePageSignedIn.tsx), whose chunk brings them along, so they hydrate with the page (a part
 * fetched later would leave the feed's buttons dead for a moment, and a click then is lost).
 */
import { createContext, useContext } from 'react';
import type * as Parts from './SignedInFeed.tsx';

export type SignedInParts = Pick<typeof Parts, 'SignedInFeed' | 'ReadingActivityPanel'>;

export const SignedInPartsContext = createContext<SignedInParts | null>(null);

/** The signed-in parts, where the page was rendered for a signed-in reader. */
export function useSignedInParts(): SignedInParts | null {
  return useContext(SignedInPartsContext);
}
