import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function useShareReferral() {
  return useMutation({
    mutationFn: (params: ServiceParams<'referral/shareReferralV2'>) => callService('referral/shareReferralV2', params),
  });
}
