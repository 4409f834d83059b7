import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** Spec 3 "Pre-screening state": which step the donor is on (FETCH_PRESCREENING_PROGRESS). */
export function usePreRegProgress() {
  const lang = useLanguage();
  return useQuery({ ...serviceQueryOptions('applicationFeedback/getPreRegProgress', { lang }), staleTime: 0 });
}
