import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** Cities of a state with centers, and the centers of a city (spec 2.17: state → city → center). */
export function centersQueryOptions(state: string | null, city: string | null) {
  return queryOptions({
    queryKey: ['location', 'searchCenters', state, city],
    queryFn: ({ signal }) => callService('location/searchCenters', { state: state ?? '', ...(city ? { city } : {}) }, { signal }),
    enabled: state !== null,
    staleTime: 10 * 60_000,
  });
}

export function useCenters(state: string | null, city: string | null) {
  return useQuery(centersQueryOptions(state, city));
}
