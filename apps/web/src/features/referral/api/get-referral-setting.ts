import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function referralSettingQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['referral', 'referralSettingV2', lang],
    queryFn: ({ signal }) => callService('referral/referralSettingV2', { lang }, { signal }).then((reply) => reply.data),
    staleTime: 10 * 60_000,
  });
}

export function useReferralSetting(lang: Language) {
  return useQuery(referralSettingQueryOptions(lang));
}
