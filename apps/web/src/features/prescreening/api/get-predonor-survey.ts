import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The health-history survey where the donor left it: read fresh on each visit and not kept. */
export function usePredonorSurvey() {
  const lang = useLanguage();
  return useQuery({ ...serviceQueryOptions('applicationFeedback/getPreDonorSurvey', { lang }), staleTime: 0, gcTime: 0 });
}
