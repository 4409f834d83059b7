import type { MutationServiceKey, QueryServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useInvalidatingMutation } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** Every read a write here may change. */
const screeningReads: readonly QueryServiceKey[] = [
  'screeningContent/listScreeningVersions',
  'screeningContent/getScreeningVersion',
  'screeningContent/compareScreeningVersions',
  'screeningContent/getFeedbackSettings',
];

type ScreeningMutationKey = Extract<MutationServiceKey, `screeningContent/${string}`>;

/** One write with the staff token; the console's reads of versions and settings refresh once it settles. */
export function useScreeningMutation<K extends ScreeningMutationKey>(
  key: K,
  callbacks: { onSuccess?: (reply: ServiceReply<K>, params: ServiceParams<K>) => void; onError?: (error: unknown) => void } = {},
) {
  return useInvalidatingMutation({
    mutationFn: (params: ServiceParams<K>) => callStaffService(key, params),
    invalidates: screeningReads,
    onSuccess: (reply, params) => callbacks.onSuccess?.(reply, params),
    onError: (error) => callbacks.onError?.(error),
  });
}
