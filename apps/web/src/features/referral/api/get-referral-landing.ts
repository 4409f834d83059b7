import type { Language } from '@portal/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The page a referral link opens: who invites, and the offer. */
export function useReferralLanding(uniqueCode: string, lang: Language) {
  return useQuery(serviceQueryOptions('referral/getReferralLanding', { uniqueCode, lang }));
}
