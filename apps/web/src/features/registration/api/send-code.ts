import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type SendRegistrationCodeParams = ServiceParams<'registration/sendCode'>;

export function sendRegistrationCode(params: SendRegistrationCodeParams) {
  return callService('registration/sendCode', params);
}

export function useSendRegistrationCode() {
  return useMutation({ mutationFn: sendRegistrationCode });
}
