import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The general donation tips. */
export function useDonationTips() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getDonationTips', { lang }));
}
