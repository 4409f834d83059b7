import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** Spec 4 "Donation tips tabs": each tab change reloads its content, so it is never fresh for long. */
export function useAfterDonationTips() {
  const lang = useLanguage();
  return useQuery({ ...serviceQueryOptions('stickyAnnouncement/getDonationAfterTips', { lang }), staleTime: 0 });
}
