import { useServiceMutation } from '../../../lib/service-query';

/** A new donor's first step: the pre-donor's details and chosen center. */
export function useStartPredonor() {
  return useServiceMutation('registration/startPredonor');
}
