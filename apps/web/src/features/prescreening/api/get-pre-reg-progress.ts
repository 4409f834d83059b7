import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateServices, serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** Spec 3 "Pre-screening state": which step the donor is on (FETCH_PRESCREENING_PROGRESS). */
export function usePreRegProgress() {
  const lang = useLanguage();
  return useQuery({ ...serviceQueryOptions('applicationFeedback/getPreRegProgress', { lang }), staleTime: 0 });
}

/** After a step that moves the donor on (the survey's submit): the progress is read again wherever it shows. */
export function useRefreshPreRegProgress(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateServices(queryClient, ['applicationFeedback/getPreRegProgress']), [queryClient]);
}
