import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Centers of a state that a pre-donor or referral-pending donor may save. */
export function useSavableLocations(state: string | null) {
  return useQuery({
    ...serviceQueryOptions('location/getSavableLocations', { state: state ?? '' }),
    select: (reply) => reply.locations,
    enabled: state !== null,
    staleTime: 10 * 60_000,
  });
}
