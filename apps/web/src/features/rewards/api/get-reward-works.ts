import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** 'How rewards work'. */
export function useRewardWorks() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getRewardWorks', { lang }));
}
