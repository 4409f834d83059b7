import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

export function useCommunicationPreferences() {
  return useQuery({ ...serviceQueryOptions('profile/getCommunicationPreferences', {}), select: (reply) => reply.communicationPreferences });
}

/** When the donor agreed to text offers (her last recorded choice for them), or null: the same read, cached once. */
export function useTextOffersAgreedAt() {
  return useQuery({ ...serviceQueryOptions('profile/getCommunicationPreferences', {}), select: (reply) => reply.textOffersAgreedAt });
}
