import { useServiceMutation } from '../../../lib/service-query';
import { useProfileSaved } from './use-profile-saved';

/** The reply holds the donor as saved: the profile's cache and the session take it. */
export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useServiceMutation('profile/updateProfile', { onSuccess: (reply) => saved(reply.user) });
}
