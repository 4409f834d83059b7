import type { MutationServiceKey, QueryServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useServiceMutation } from '../../../../lib/service-query';

const campaignReads: readonly QueryServiceKey[] = ['content/listCampaigns', 'content/getCampaign'];

type CampaignMutationKey = Extract<MutationServiceKey, 'content/saveCampaign' | 'content/scheduleCampaign' | 'content/cancelCampaign'>;

/** One campaign write; the list and the campaign are read again once it settles. */
export function useCampaignMutation<K extends CampaignMutationKey>(
  key: K,
  callbacks: { onSuccess?: (reply: ServiceReply<K>, params: ServiceParams<K>) => void; onError?: (error: unknown) => void } = {},
) {
  return useServiceMutation(key, {
    invalidates: campaignReads,
    onSuccess: (reply, params) => callbacks.onSuccess?.(reply, params),
    onError: (error) => callbacks.onError?.(error),
  });
}
