import type { Language } from '@portal/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function predonorSurveyQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: ['applicationFeedback', 'getPreDonorSurvey', lang],
    queryFn: ({ signal }) => callService('applicationFeedback/getPreDonorSurvey', { lang }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
