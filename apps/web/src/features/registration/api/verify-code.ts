import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type VerifyRegistrationCodeParams = ServiceParams<'registration/verifyCode'>;

export function verifyRegistrationCode(params: VerifyRegistrationCodeParams) {
  return callService('registration/verifyCode', params);
}

export function useVerifyRegistrationCode() {
  return useMutation({ mutationFn: verifyRegistrationCode });
}
