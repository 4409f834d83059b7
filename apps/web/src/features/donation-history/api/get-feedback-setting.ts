import type { Visit } from '@portal/contract/entities/visit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Asked when the donor opens the survey, fresh each time: an external link (`qualtrics`) or null for the in-app survey. */
export function useFeedbackSetting() {
  const queryClient = useQueryClient();
  return useCallback(
    (visit: Visit) =>
      queryClient.fetchQuery({
        ...serviceQueryOptions('feedback/getfeedbacksetting', {
          visitID: visit.visitID,
          visitNumber: visit.visitNumber,
          locationID: visit.locationID,
          visitDate: visit.visitDate,
        }),
        staleTime: 0,
        // A failure hides the entry at once (spec 4), as it did before the cache.
        retry: false,
      }),
    [queryClient],
  );
}
