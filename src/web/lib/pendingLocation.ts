/**
 * Where the page is going while it loads the next one, if anywhere: the app's data router's navigation, or in an
 * islands document the address an in-place page (islands/inPlacePage.tsx) is fetching. Undefined when nothing loads.
 */
import { createContext, useContext } from 'react';
import { UNSAFE_DataRouterStateContext, type Location } from 'react-router';

/** Given by an in-place page to its parts: the address it is loading. */
export const InPlacePendingContext = createContext<Location | undefined>(undefined);

export function usePendingLocation(): Location | undefined {
  const inPlace = useContext(InPlacePendingContext);
  return useContext(UNSAFE_DataRouterStateContext)?.navigation.location ?? inPlace;
}
