import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contract/languages';
import { callService } from '../../../lib/gateway';

export function feeLayoutQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['feeStructure/getfeestructurelayout', lang],
    queryFn: ({ signal }) => callService('feeStructure/getfeestructurelayout', { lang }, { signal }),
  });
}

export function useFeeLayout() {
  const { i18n } = useTranslation();
  return useQuery(feeLayoutQueryOptions(i18n.language === 'es' ? 'es' : 'en'));
}
