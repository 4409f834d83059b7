import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type SetNewPasswordParams = ServiceParams<'passwordReset/setPassword'>;

export function setNewPassword(params: SetNewPasswordParams) {
  return callService('passwordReset/setPassword', params);
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
