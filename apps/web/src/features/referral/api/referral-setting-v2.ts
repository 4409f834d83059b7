import type { Language } from '@portal/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The referral programme's texts and rewards. */
export function useReferralSetting(lang: Language) {
  return useQuery({
    ...serviceQueryOptions('referral/referralSettingV2', { lang }),
    select: (reply) => reply.data,
    staleTime: 10 * 60_000,
  });
}
