import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The donation tips' main list: which sections there are (spec 2.12). */
export function useDonationTipsMain() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/donationTipsMain', { lang }));
}
