import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type CancelRegistrationParams = ServiceParams<'registration/cancel'>;

export function cancelRegistration(params: CancelRegistrationParams) {
  return callService('registration/cancel', params);
}

export function useCancelRegistration() {
  return useMutation({ mutationFn: cancelRegistration });
}
