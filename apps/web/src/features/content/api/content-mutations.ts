import type { MutationServiceKey, QueryServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useInvalidatingMutation } from '../../../lib/service-query';
import { callStaffService } from '../../staff/api/staff-client';

/** Every read a content write may change: the list, the item and its history. */
const contentReads: readonly QueryServiceKey[] = [
  'content/listContent',
  'content/getNews',
  'content/getPromotion',
  'content/getChatbot',
  'content/getDocument',
  'content/listRevisions',
];

type ContentMutationKey = Extract<MutationServiceKey, `content/${string}`>;

/**
 * One content write with the staff token; the console's reads of content refresh once it settles. The callbacks
 * are the hook's, not `mutate`'s: the refreshed item has a new version, which starts its form and panels again, and
 * a callback given to `mutate` would be dropped with the component that called it.
 */
export function useContentMutation<K extends ContentMutationKey>(
  key: K,
  callbacks: { onSuccess?: (reply: ServiceReply<K>, params: ServiceParams<K>) => void; onError?: (error: unknown) => void } = {},
) {
  return useInvalidatingMutation({
    mutationFn: (params: ServiceParams<K>) => callStaffService(key, params),
    invalidates: contentReads,
    onSuccess: (reply, params) => callbacks.onSuccess?.(reply, params),
    onError: (error) => callbacks.onError?.(error),
  });
}
