import { useQuery } from '@tanstack/react-query';
import { useKeepOffline } from '../../../lib/offline/use-offline';
import { serviceQueryOptions } from '../../../lib/service-query';
import { useSession } from '../../../lib/session/session-context';

/** The donor's home center's weekly opening hours, kept on the device with its address for when she is offline (issue 33). */
export function useHomeCenterHours() {
  const locationId = useSession()?.user.lastDonationLocationId ?? null;
  const query = useQuery({
    ...serviceQueryOptions('location/getCenterHours', { locationID: locationId ?? 0 }),
    select: (reply) => reply.hours,
    enabled: locationId !== null,
    staleTime: 10 * 60_000,
  });
  useKeepOffline('homeCenterHours', query.data, query.dataUpdatedAt);
  return query;
}
