import type { Segment } from '@portal/contract/entities/campaign';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** Every campaign with its status and results. */
export function useCampaigns() {
  return useQuery(serviceQueryOptions('content/listCampaigns', {}, callStaffService));
}

/** One campaign as written; not fetched for a new one. */
export function useCampaign(id: string | undefined) {
  return useQuery({ ...serviceQueryOptions('content/getCampaign', { id: id ?? '' }, callStaffService), enabled: id !== undefined });
}

/** How many donors a segment reaches now; the last figure stays shown while the next is counted. */
export function useRecipientCount(segment: Segment) {
  return useQuery({
    ...serviceQueryOptions('content/countCampaignRecipients', { segment }, callStaffService),
    placeholderData: keepPreviousData,
  });
}
