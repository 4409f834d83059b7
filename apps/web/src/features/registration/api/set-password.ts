import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type SetRegistrationPasswordParams = ServiceParams<'registration/setPassword'>;

export function setRegistrationPassword(params: SetRegistrationPasswordParams) {
  return callService('registration/setPassword', params);
}

export function useSetRegistrationPassword() {
  return useMutation({ mutationFn: setRegistrationPassword });
}
