import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export const preferencesQueryKey = ['profile', 'getCommunicationPreferences'] as const;

export function communicationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: async ({ signal }) => (await callService('profile/getCommunicationPreferences', {}, { signal })).communicationPreferences,
  });
}

export function useCommunicationPreferences() {
  return useQuery(communicationPreferencesQueryOptions());
}
