import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** Spec 4 "Donation tips tabs": each tab change reloads its content, so it is never fresh for long. */
export function useDuringDonationTips() {
  const lang = useLanguage();
  return useQuery({ ...serviceQueryOptions('stickyAnnouncement/getDuringDonationTips', { lang }), staleTime: 0 });
}
