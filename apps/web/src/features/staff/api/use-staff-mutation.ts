import type { MutationServiceKey } from '@portal/contract/services/index';
import { useInvalidatingMutation, type ServiceMutationOptions } from '../../../lib/service-query';
import type { ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { callStaffService } from './staff-client';

/** One staff write through the gateway with the staff token, refreshing the reads it names once it settles. */
export function useStaffMutation<K extends MutationServiceKey, Context = unknown>(
  key: K,
  options: ServiceMutationOptions<K, Context> = {},
) {
  return useInvalidatingMutation<ServiceReply<K>, ServiceParams<K>, Context>({
    ...options,
    mutationKey: [key],
    mutationFn: (params) => callStaffService(key, params),
  });
}
