import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { preferencesQueryKey } from './get-communication-preferences';

export type UpdatePreferencesParams = ServiceParams<'profile/updateCommunicationPreferences'>;

export function updateCommunicationPreferences(params: UpdatePreferencesParams) {
  return callService('profile/updateCommunicationPreferences', params);
}

export function useUpdateCommunicationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunicationPreferences,
    onSuccess: (reply) => queryClient.setQueryData(preferencesQueryKey, reply.communicationPreferences),
  });
}
