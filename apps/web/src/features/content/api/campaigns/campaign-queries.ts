import type { Segment } from '@portal/contract/entities/campaign';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../../lib/service-query';

/** Every campaign with its status and results. */
export function useCampaigns() {
  return useQuery(serviceQueryOptions('content/listCampaigns', {}));
}

/** How often an open campaign is read again while it is due or being sent, so its status and results move on screen. */
const LIVE_RESULTS_MS = 5_000;

/** One campaign as written; not fetched for a new one. */
export function useCampaign(id: string | undefined) {
  return useQuery({
    ...serviceQueryOptions('content/getCampaign', { id: id ?? '' }),
    enabled: id !== undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.campaign.status;
      return status === 'scheduled' || status === 'sending' ? LIVE_RESULTS_MS : false;
    },
  });
}

/** How many donors a segment reaches now; the last figure stays shown while the next is counted. */
export function useRecipientCount(segment: Segment) {
  return useQuery({
    ...serviceQueryOptions('content/countCampaignRecipients', { segment }),
    placeholderData: keepPreviousData,
  });
}
