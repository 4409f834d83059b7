import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function rewardWorksQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement/getRewardWorks', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/getRewardWorks', { lang }, { signal }),
  });
}

export function useRewardWorks() {
  const { i18n } = useTranslation();
  return useQuery(rewardWorksQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
