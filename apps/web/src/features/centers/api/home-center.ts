import type { LocationSummary } from '@portal/contract/entities/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { useSession } from '../../../lib/session-context';

/** The donor's home center (`user.lastDonationLocationId`), shared by the top bar, phone menu and home page. */
export function homeCenterQueryOptions(locationId: number | null) {
  return queryOptions({
    queryKey: ['location', 'bylocationids', locationId],
    queryFn: async ({ signal }): Promise<LocationSummary | null> => {
      if (locationId === null) return null;
      const reply = await callService('location/bylocationids', { locationids: [locationId] }, { signal });
      return reply.locations.find((location) => location.locationID === locationId) ?? null;
    },
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });
}

export function useHomeCenter() {
  const locationId = useSession()?.user.lastDonationLocationId ?? null;
  return useQuery(homeCenterQueryOptions(locationId));
}
