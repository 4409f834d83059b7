import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type LookupDonorParams = ServiceParams<'registration/lookupDonor'>;

export function lookupDonor(params: LookupDonorParams) {
  return callService('registration/lookupDonor', params);
}

export function useLookupDonor() {
  return useMutation({ mutationFn: lookupDonor });
}
