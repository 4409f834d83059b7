import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { feedbackVisitsQueryOptions } from './get-feedback-visits';
import { visitHistoryQueryOptions } from './get-visit-history';

/** Stores the answers; then the visit shows as rated and the points are fetched again (spec 4). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ServiceParams<'feedback/submitAfterDonationFeedback'>) =>
      callService('feedback/submitAfterDonationFeedback', params),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: visitHistoryQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: feedbackVisitsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]);
    },
  });
}
