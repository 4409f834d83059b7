import type { LocationSummary } from '@portal/contract/entities/user';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/**
 * `location/searchCenters` (public): the centers of a state, each with its marketing page. Used by the
 * pre-donor's center picker and 'Find Nearest Center'.
 */
export function searchCentersQueryOptions(state: string | null) {
  return queryOptions({
    queryKey: ['location', 'searchCenters', state],
    queryFn: async ({ signal }): Promise<LocationSummary[]> => {
      if (state === null) return [];
      const reply = await callService('location/searchCenters', { state }, { signal });
      return reply.locations;
    },
    enabled: state !== null,
    staleTime: 10 * 60_000,
  });
}

/** The cities of a list of centers, once each, in order. */
export function citiesOf(centers: readonly LocationSummary[]): string[] {
  return [...new Set(centers.map((center) => center.address.city))].sort((a, b) => a.localeCompare(b));
}
