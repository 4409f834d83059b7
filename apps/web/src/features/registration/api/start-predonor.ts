import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export type StartPredonorParams = ServiceParams<'registration/startPredonor'>;

export function startPredonor(params: StartPredonorParams) {
  return callService('registration/startPredonor', params);
}

export function useStartPredonor() {
  return useMutation({ mutationFn: startPredonor });
}
