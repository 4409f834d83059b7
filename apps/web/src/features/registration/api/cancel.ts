import { useServiceMutation } from '../../../lib/service-query';

/** Abandons a registration in progress. */
export function useCancelRegistration() {
  return useServiceMutation('registration/cancel');
}
