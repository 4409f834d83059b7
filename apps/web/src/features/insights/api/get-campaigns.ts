import { useQuery } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { serviceQueryOptions } from '../../../lib/service-query';

export type CampaignsParams = ServiceParams<'insights/getCampaigns'>;

/** The campaigns sent in the range: reach, messages by channel, unsubscribes, bookings and donations after. */
export function useCampaigns(params: CampaignsParams) {
  return useQuery(serviceQueryOptions('insights/getCampaigns', params));
}
