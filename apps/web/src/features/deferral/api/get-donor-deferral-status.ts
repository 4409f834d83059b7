import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

export function useDeferralStatus() {
  const lang = useLanguage();
  // Other screens can add a deferral (the qualification check's result): read it again on every visit of home.
  return useQuery({ ...serviceQueryOptions('stickyAnnouncement/getDonorDeferralStatus', { lang }), staleTime: 0 });
}
