import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export const profileQueryKey = ['profile', 'getProfile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => (await callService('profile/getProfile', {}, { signal })).user,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
