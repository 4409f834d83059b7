import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The deferral education screen's layout and topics. */
export function useDeferralTipsCategory() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/deferralTipsCategory', { lang }));
}
