import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The membership levels' rules (spec 2.8 rewards pages). */
export function useMembershipRules() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getMembershipRules', { lang }));
}
