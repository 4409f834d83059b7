import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function membershipRulesQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement/getMembershipRules', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/getMembershipRules', { lang }, { signal }),
  });
}

export function useMembershipRules() {
  const { i18n } = useTranslation();
  return useQuery(membershipRulesQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
