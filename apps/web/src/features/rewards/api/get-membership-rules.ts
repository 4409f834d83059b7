import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The membership levels' rules (spec 2.8 rewards pages). */
export function useMembershipRules() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getMembershipRules', { lang }));
}
