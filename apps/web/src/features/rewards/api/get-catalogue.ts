import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The store's products in the donor's language. */
export function useCatalogue() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('reward/getCatalogue', { lang }));
}
