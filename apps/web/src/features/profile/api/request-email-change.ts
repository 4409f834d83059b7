import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type RequestEmailChangeParams = ServiceParams<'profile/requestEmailChange'>;

/** Sends a code to the new address; nothing changes until it comes back. */
export function requestEmailChange(params: RequestEmailChangeParams) {
  return callService('profile/requestEmailChange', params);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
