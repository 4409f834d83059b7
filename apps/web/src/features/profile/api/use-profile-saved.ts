import type { User } from '@portal/contract/entities/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionManager } from '../../../lib/session-context';
import { profileQueryKey } from './get-profile';

/** After any change to the donor: the profile screen and the session's user (sidebar name and photo, top-bar center) both follow. */
export function useProfileSaved(): (user: User) => void {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(profileQueryKey, user);
      session.updateUser(user);
    },
    [queryClient, session],
  );
}
