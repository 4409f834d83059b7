import type { MutationServiceKey, QueryServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import type { Language } from '@portal/contract/languages';
import { queryOptions, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { callService, gatewayLanguage, type GatewayError } from './gateway';

/** Every cached reply is keyed `[service, params, language]`: the key is derived, never typed by hand. */
export type ServiceQueryKey<K extends QueryServiceKey> = readonly [K, ServiceParams<K>, Language];

export function serviceQueryKey<K extends QueryServiceKey>(key: K, params: ServiceParams<K>): ServiceQueryKey<K> {
  return [key, params, gatewayLanguage()] as const;
}

/**
 * The query options of one gateway read: `useQuery(serviceQueryOptions('reward/getPoints', {}))`. Spread it
 * to add `enabled`, `select` or `staleTime`; invalidate it with `invalidateService(queryClient, key)`.
 */
export function serviceQueryOptions<K extends QueryServiceKey>(key: K, params: ServiceParams<K>) {
  return queryOptions<ServiceReply<K>, GatewayError, ServiceReply<K>, ServiceQueryKey<K>>({
    queryKey: serviceQueryKey(key, params),
    queryFn: ({ signal }) => callService(key, params, { signal }),
  });
}

/** Marks every cached reply of these services stale (whatever their params and language) and refetches the shown ones. */
export async function invalidateServices(queryClient: ReturnType<typeof useQueryClient>, keys: readonly QueryServiceKey[]): Promise<void> {
  await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export interface ServiceMutationOptions<K extends MutationServiceKey, Context>
  extends Omit<UseMutationOptions<ServiceReply<K>, GatewayError, ServiceParams<K>, Context>, 'mutationFn' | 'mutationKey'> {
  /** The reads this write may change: refetched once it settles (a failed write may have changed them too). */
  invalidates?: readonly QueryServiceKey[];
}

/** One gateway write: `useServiceMutation('wheel/spin', { invalidates: ['reward/getPoints'] }).mutate({ wheelId })`. */
export function useServiceMutation<K extends MutationServiceKey, Context = unknown>(
  key: K,
  { invalidates = [], onSettled, ...options }: ServiceMutationOptions<K, Context> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ServiceReply<K>, GatewayError, ServiceParams<K>, Context>({
    ...options,
    mutationKey: [key],
    mutationFn: (params) => callService(key, params),
    onSettled: async (...args) => {
      await invalidateServices(queryClient, invalidates);
      await onSettled?.(...args);
    },
  });
}
