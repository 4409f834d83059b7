import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

export function profileQueryOptions() {
  return serviceQueryOptions('profile/getProfile', {});
}

/** The signed-in donor as the server has it now. */
export function useProfile() {
  return useQuery({ ...profileQueryOptions(), select: (reply) => reply.user });
}
