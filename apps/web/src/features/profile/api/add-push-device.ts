import { useServiceMutation } from '../../../lib/service-query';

export function useAddPushDevice() {
  return useServiceMutation('profile/addPushDevice', { invalidates: ['profile/getPushDevices'] });
}
