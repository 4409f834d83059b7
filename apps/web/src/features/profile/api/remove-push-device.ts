import { useServiceMutation } from '../../../lib/service-query';

export function useRemovePushDevice() {
  return useServiceMutation('profile/removePushDevice', { invalidates: ['profile/getPushDevices'] });
}
