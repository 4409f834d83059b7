import { useCallback } from 'react';
import { callService } from '../../../lib/gateway';
import { useSessionManager } from '../../../lib/session/session-context';

/** Logout: tell the server (a failure changes nothing for the donor), clear user and token, go to /login. */
export function useLogout(): () => Promise<void> {
  const session = useSessionManager();
  return useCallback(async () => {
    try {
      await callService('authentication/logout', {});
    } catch {
      // The session is cleared here either way; a dead server session is already gone.
    }
    session.end('logout');
  }, [session]);
}
