import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function useSubmitB1B2Answer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ServiceParams<'feedback/submitB1B2Answer'>) => callService('feedback/submitB1B2Answer', params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['feedback', 'getB1B2Data'] }),
  });
}
