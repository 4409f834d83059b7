import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { serviceQueryOptions } from '../../../lib/service-query';

/** 'How rewards work'. */
export function useRewardWorks() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('stickyAnnouncement/getRewardWorks', { lang }));
}
