/**
 * Where the app's router is going while it loads the next page, if anywhere. An island (islands/islandContext.ts) has
 * no data router and so never waits: undefined there, as in the app when nothing is loading.
 */
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, type Location } from 'react-router';

export function usePendingLocation(): Location | undefined {
  return useContext(UNSAFE_DataRouterStateContext)?.navigation.location;
}
