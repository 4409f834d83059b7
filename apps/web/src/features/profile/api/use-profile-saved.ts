import type { User } from '@portal/contract/entities/user';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setServiceData } from '../../../lib/service-query';
import { useSessionManager } from '../../../lib/session/session-context';
import { profileQueryOptions } from './get-profile';

/** After any change to the donor: the profile screen and the session's user (sidebar name and photo, top-bar center) both follow. */
export function useProfileSaved(): (user: User) => void {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useCallback(
    (user: User) => {
      setServiceData(queryClient, 'profile/getProfile', {}, { status: 200, user });
      session.updateUser(user);
    },
    [queryClient, session],
  );
}

/** After a change whose reply does not hold the donor (centers, photo): the donor is read again, then saved as above. */
export function useProfileReload(): () => Promise<void> {
  const queryClient = useQueryClient();
  const saved = useProfileSaved();
  return useCallback(async () => {
    const reply = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    saved(reply.user);
  }, [queryClient, saved]);
}
