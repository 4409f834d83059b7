import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function ordersQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['reward/getOrders', lang],
    queryFn: ({ signal }) => callService('reward/getOrders', { lang }, { signal }),
  });
}

export function useOrders() {
  const { i18n } = useTranslation();
  return useQuery(ordersQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
