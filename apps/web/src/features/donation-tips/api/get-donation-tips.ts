import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The general donation tips. */
export function useDonationTips() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getDonationTips', { lang }));
}
