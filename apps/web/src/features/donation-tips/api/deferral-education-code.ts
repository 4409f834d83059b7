import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** One deferral topic's education content. */
export function useDeferralEducation(code: string) {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/deferralEducationCode', { code, lang }));
}
