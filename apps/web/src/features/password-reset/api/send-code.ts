import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type SendResetCodeParams = ServiceParams<'passwordReset/sendCode'>;

export function sendResetCode(params: SendResetCodeParams) {
  return callService('passwordReset/sendCode', params);
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
