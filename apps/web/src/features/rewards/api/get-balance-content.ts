import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function balanceContentQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['stickyAnnouncement/getBalanceContent', lang],
    queryFn: ({ signal }) => callService('stickyAnnouncement/getBalanceContent', { lang }, { signal }),
  });
}

export function useBalanceContent() {
  const { i18n } = useTranslation();
  return useQuery(balanceContentQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
