import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callService } from '../../../lib/gateway';
import { currentLanguage } from '../../../lib/i18n';

export const preRegProgressKey = ['applicationFeedback', 'getPreRegProgress'] as const;

export function preRegProgressQueryOptions(lang: Language) {
  return queryOptions({
    queryKey: [...preRegProgressKey, lang],
    queryFn: ({ signal }) => callService('applicationFeedback/getPreRegProgress', { lang }, { signal }),
    staleTime: 0,
  });
}

/** Spec 3 "Pre-screening state": which step the donor is on (FETCH_PRESCREENING_PROGRESS). */
export function usePreRegProgress() {
  const { i18n } = useTranslation();
  return useQuery(preRegProgressQueryOptions(currentLanguage(i18n)));
}
