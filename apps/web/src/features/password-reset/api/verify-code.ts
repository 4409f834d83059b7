import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type VerifyResetCodeParams = ServiceParams<'passwordReset/verifyCode'>;

export function verifyResetCode(params: VerifyResetCodeParams) {
  return callService('passwordReset/verifyCode', params);
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
