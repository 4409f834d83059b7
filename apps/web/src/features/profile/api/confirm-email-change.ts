import { useServiceMutation } from '../../../lib/service-query';
import { useProfileSaved } from './use-profile-saved';

/** The code came back: the reply holds the donor with the new address. */
export function useConfirmEmailChange() {
  const saved = useProfileSaved();
  return useServiceMutation('profile/confirmEmailChange', { onSuccess: (reply) => saved(reply.user) });
}
