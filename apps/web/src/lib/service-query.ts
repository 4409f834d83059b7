import { staffServiceKeys } from '@portal/contract/services/staff-service-keys';
import type { MutationServiceKey, QueryServiceKey, ServiceKey, ServiceParams, ServiceReply } from '@portal/contract/services/index';
import type { Language } from '@portal/contract/languages';
import { queryOptions, useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createCallService, httpClient, requestLanguage, type CallService, type GatewayError } from './gateway';
import { currentLanguage } from './i18n';
import { staffHttpClient } from './staff-session';

const staffServices: ReadonlySet<ServiceKey> = new Set(staffServiceKeys);

/**
 * Calls any gateway service with the token its contract's auth names: the staff member's for a staff service, the
 * donor's session for every other. A staff 401 so ends the staff session only, never the donor's. The reads and writes
 * below call it; call it yourself only outside the cache (a file export, sign-out).
 */
export const callAnyService: CallService = createCallService((key) => (staffServices.has(key) ? staffHttpClient : httpClient));

/**
 * Every cached reply is keyed `[service, params, language]`: the key is derived, never typed by hand
 * (eslint.config.js forbids `queryKey`, `invalidateQueries` and `setQueryData` outside this file).
 */
export type ServiceQueryKey<K extends QueryServiceKey> = readonly [K, ServiceParams<K>, Language];

export function serviceQueryKey<K extends QueryServiceKey>(key: K, params: ServiceParams<K>): ServiceQueryKey<K> {
  return [key, params, requestLanguage()] as const;
}

/** The UI's language, for the reads and writes whose params carry it (`{ lang }`); the hook renders again when it changes. */
export function useLanguage(): Language {
  return currentLanguage(useTranslation().i18n);
}

/**
 * The query options of one gateway read: `useQuery(serviceQueryOptions('reward/getPoints', {}))`. Spread it
 * to add `enabled`, `select` or `staleTime`; a mutation refreshes it by naming the service in `invalidates`.
 * The token is the one the service's contract names (`callAnyService`).
 */
export function serviceQueryOptions<K extends QueryServiceKey>(key: K, params: ServiceParams<K>) {
  return queryOptions<ServiceReply<K>, GatewayError, ServiceReply<K>, ServiceQueryKey<K>>({
    queryKey: serviceQueryKey(key, params),
    queryFn: ({ signal }) => callAnyService(key, params, { signal }),
  });
}

/** Marks every cached reply of these services stale (whatever their params and language) and refetches the shown ones. */
export async function invalidateServices(queryClient: QueryClient, keys: readonly QueryServiceKey[]): Promise<void> {
  await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

/** Writes a reply the server already sent (a write that answers with the new state) into the cache of its read. */
export function setServiceData<K extends QueryServiceKey>(
  queryClient: QueryClient,
  key: K,
  params: ServiceParams<K>,
  reply: ServiceReply<K>,
): void {
  queryClient.setQueryData(serviceQueryKey(key, params), reply);
}

export interface InvalidatingMutationOptions<Reply, Variables, Context>
  extends UseMutationOptions<Reply, GatewayError, Variables, Context> {
  /**
   * The reads this write may change: refetched before the write's own `onSuccess` or `onError` runs (a failed write may
   * have changed them too), so what the callback shows ("saved") never comes before the screen that shows it.
   */
  invalidates?: readonly QueryServiceKey[];
}

/** One write outside the gateway (a REST or multipart call), with the reads it changes named by service. */
export function useInvalidatingMutation<Reply, Variables, Context = unknown>({
  invalidates = [],
  onSuccess,
  onError,
  ...options
}: InvalidatingMutationOptions<Reply, Variables, Context>) {
  const queryClient = useQueryClient();
  return useMutation<Reply, GatewayError, Variables, Context>({
    ...options,
    onSuccess: async (...args) => {
      await invalidateServices(queryClient, invalidates);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      await invalidateServices(queryClient, invalidates);
      await onError?.(...args);
    },
  });
}

export type ServiceMutationOptions<K extends MutationServiceKey, Context> = Omit<
  InvalidatingMutationOptions<ServiceReply<K>, ServiceParams<K>, Context>,
  'mutationFn' | 'mutationKey'
>;

/**
 * One gateway write, with the token its contract names (`callAnyService`):
 * `useServiceMutation('wheel/spin', { invalidates: ['reward/getPoints'] }).mutate({ wheelId })`.
 */
export function useServiceMutation<K extends MutationServiceKey, Context = unknown>(
  key: K,
  options: ServiceMutationOptions<K, Context> = {},
) {
  return useInvalidatingMutation<ServiceReply<K>, ServiceParams<K>, Context>({
    ...options,
    mutationKey: [key],
    mutationFn: (params) => callAnyService(key, params),
  });
}
