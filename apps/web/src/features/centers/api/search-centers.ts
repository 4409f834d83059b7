import type { LocationSummary } from '@portal/contract/entities/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

// Centers change with the operator's data, not with anything the donor does.
const CENTERS_STALE_MS = 10 * 60_000;

/** `location/searchCenters` (public) for a state, or a state and city: the cities that have centers, and the centers. */
function searchCenters(state: string | null, city: string | null) {
  return {
    ...serviceQueryOptions('location/searchCenters', { state: state ?? '', ...(city ? { city } : {}) }),
    enabled: state !== null,
    staleTime: CENTERS_STALE_MS,
  };
}

/** The centers of a state, each with its marketing page: the pre-donor's center picker and 'Find Nearest Center'. */
export function searchCentersQueryOptions(state: string | null) {
  return queryOptions({ ...searchCenters(state, null), select: (reply): LocationSummary[] => reply.locations });
}

/** The cities of a state with centers, and the centers of a city (spec 2.17: state → city → center). */
export function useSearchCenters(state: string | null, city: string | null) {
  return useQuery(searchCenters(state, city));
}

/** The cities of a list of centers, once each, in order. */
export function citiesOf(centers: readonly LocationSummary[]): string[] {
  return [...new Set(centers.map((center) => center.address.city))].sort((a, b) => a.localeCompare(b));
}
