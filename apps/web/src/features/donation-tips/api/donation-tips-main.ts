import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The donation tips' main list: which sections there are (spec 2.12). */
export function useDonationTipsMain() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/donationTipsMain', { lang }));
}
