import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donor's orders, newest first. */
export function useOrders() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('reward/getOrders', { lang }));
}
