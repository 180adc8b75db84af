/**
 * The home page for a signed-in reader: HomePage with the signed-in parts (signedInParts.tsx), as an island of its
 * own so that only signed-in readers download them.
 */
import type { HomeData } from '../../routes/home.tsx';
import { HomePage } from './HomePage.tsx';
import { ReadingActivityPanel, SignedInFeed } from './SignedInFeed.tsx';
import { SignedInPartsContext } from './signedInParts.tsx';

const PARTS = { SignedInFeed, ReadingActivityPanel };

export function HomePageSignedIn({ data }: { data: HomeData }) {
  return (
    <SignedInPartsContext value={PARTS}>
      <HomePage data={data} island="HomePageSignedIn" />
    </SignedInPartsContext>
  );
}
