import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function useSubmitSurveyAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ServiceParams<'marketing/submitSurveyAnswer'>) => callService('marketing/submitSurveyAnswer', params),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['marketing', 'getSinglePromotion'] }),
  });
}
