import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The rewards balance page's headline and partner offers (spec 2.8). */
export function useBalanceContent() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getBalanceContent', { lang }));
}
