import { useQuery } from '@tanstack/react-query';
import { useKeepOffline } from '../../../lib/offline/use-offline';
import { serviceQueryOptions } from '../../../lib/service-query';
import { useSession } from '../../../lib/session/session-context';

/**
 * The donor's home center (`user.lastDonationLocationId`), shared by the top bar, phone menu and home page; kept on the
 * device for when she is offline (issue 33).
 */
export function useHomeCenter() {
  const locationId = useSession()?.user.lastDonationLocationId ?? null;
  const query = useQuery({
    ...serviceQueryOptions('location/bylocationids', { locationids: locationId === null ? [] : [locationId] }),
    select: (reply) => reply.locations.find((location) => location.locationID === locationId) ?? null,
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });
  useKeepOffline('homeCenter', query.data, query.dataUpdatedAt);
  return query;
}
