import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The fee and reward structure guide. */
export function useFeeLayout() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('feeStructure/getfeestructurelayout', { lang }));
}
