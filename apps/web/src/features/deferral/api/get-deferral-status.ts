import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callService } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';

export const deferralStatusKey = ['stickyAnnouncement', 'getDonorDeferralStatus'] as const;

export function deferralStatusQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...deferralStatusKey, lang],
    // Other screens can add a deferral (the qualification check's result): read it again on every visit of home.
    staleTime: 0,
    queryFn: ({ signal }) => callService('stickyAnnouncement/getDonorDeferralStatus', { lang }, { signal }),
  });
}

export function useDeferralStatus() {
  const { i18n } = useTranslation();
  return useQuery(deferralStatusQueryOptions(currentLanguage(i18n)));
}
