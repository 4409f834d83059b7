import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type DonationsParams = ServiceParams<'insights/getDonations'>;

/** Donations in a range at my centers: per day, per center, in total. */
export function useDonations(params: DonationsParams) {
  return useQuery(serviceQueryOptions('insights/getDonations', params));
}
