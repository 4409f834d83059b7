import type { ServiceParams } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { useProfileSaved } from './use-profile-saved';

export type ConfirmEmailChangeParams = ServiceParams<'profile/confirmEmailChange'>;

export function confirmEmailChange(params: ConfirmEmailChangeParams) {
  return callService('profile/confirmEmailChange', params);
}

export function useConfirmEmailChange() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: (reply) => saved(reply.user) });
}
