import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** Centers of a state that a pre-donor or referral-pending donor may save. */
export function savableLocationsQueryOptions(state: string | null) {
  return queryOptions({
    queryKey: ['location', 'getSavableLocations', state],
    queryFn: async ({ signal }) => {
      if (state === null) return [];
      return (await callService('location/getSavableLocations', { state }, { signal })).locations;
    },
    enabled: state !== null,
    staleTime: 10 * 60_000,
  });
}
