import type { MutationServiceKey, QueryServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useServiceMutation } from '../../../lib/service-query';

/** Every read a write here may change. */
const screeningReads: readonly QueryServiceKey[] = [
  'screeningContent/listScreeningVersions',
  'screeningContent/getScreeningVersion',
  'screeningContent/compareScreeningVersions',
  'screeningContent/getFeedbackSettings',
];

type ScreeningMutationKey = Extract<MutationServiceKey, `screeningContent/${string}`>;

/** One write; the console's reads of versions and settings refresh once it settles. */
export function useScreeningMutation<K extends ScreeningMutationKey>(
  key: K,
  callbacks: { onSuccess?: (reply: ServiceReply<K>, params: ServiceParams<K>) => void; onError?: (error: unknown) => void } = {},
) {
  return useServiceMutation(key, {
    invalidates: screeningReads,
    onSuccess: (reply, params) => callbacks.onSuccess?.(reply, params),
    onError: (error) => callbacks.onError?.(error),
  });
}
