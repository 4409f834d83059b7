import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** The signed-in donor as the server has it now. */
export function useProfile() {
  return useQuery({ ...serviceQueryOptions('profile/getProfile', {}), select: (reply) => reply.user });
}
