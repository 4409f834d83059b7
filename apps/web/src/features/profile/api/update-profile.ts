import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { useProfileSaved } from './use-profile-saved';

export type UpdateProfileParams = ServiceParams<'profile/updateProfile'>;

export function updateProfile(params: UpdateProfileParams) {
  return callService('profile/updateProfile', params);
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: (reply) => saved(reply.user) });
}
