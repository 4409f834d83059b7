import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function referralLandingQueryOptions(uniqueCode: string, lang: Language) {
  return queryOptions({
    queryKey: ['referral', 'getReferralLanding', uniqueCode, lang],
    queryFn: ({ signal }) => callService('referral/getReferralLanding', { uniqueCode, lang }, { signal }),
  });
}

export function useReferralLanding(uniqueCode: string, lang: Language) {
  return useQuery(referralLandingQueryOptions(uniqueCode, lang));
}
