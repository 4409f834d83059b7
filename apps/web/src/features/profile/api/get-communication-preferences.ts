import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

export function useCommunicationPreferences() {
  return useQuery({ ...serviceQueryOptions('profile/getCommunicationPreferences', {}), select: (reply) => reply.communicationPreferences });
}
