import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The key to subscribe with (null: the portal offers no push) and the devices that get the donor's notifications. */
export function usePushDevices() {
  return useQuery(serviceQueryOptions('profile/getPushDevices', {}));
}
