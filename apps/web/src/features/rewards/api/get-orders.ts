import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The donor's orders, newest first. */
export function useOrders() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('reward/getOrders', { lang }));
}
