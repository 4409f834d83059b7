import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The adverse-event screen's layout and categories. */
export function useAdverseEventTipsCategory() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/adverseEventTipsCategory', { lang }));
}
