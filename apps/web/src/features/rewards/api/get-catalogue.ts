import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function catalogueQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['reward/getCatalogue', lang],
    queryFn: ({ signal }) => callService('reward/getCatalogue', { lang }, { signal }),
  });
}

export function useCatalogue() {
  const { i18n } = useTranslation();
  return useQuery(catalogueQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
