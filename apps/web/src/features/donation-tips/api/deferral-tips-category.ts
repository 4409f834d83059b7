import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The deferral education screen's layout and topics. */
export function useDeferralTipsCategory() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/deferralTipsCategory', { lang }));
}
