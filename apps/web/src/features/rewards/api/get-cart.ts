import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function cartQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['reward/getCart', lang],
    queryFn: ({ signal }) => callService('reward/getCart', { lang }, { signal }),
  });
}

export function useCart() {
  const { i18n } = useTranslation();
  return useQuery(cartQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
