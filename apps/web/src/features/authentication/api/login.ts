import type { ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useCallback, useState } from 'react';
import { callService } from '../../../lib/gateway';
import { useSessionManager } from '../../../lib/session/session-context';

export type LoginParams = ServiceParams<'authentication/login'>;
export type LoginReply = ServiceReply<'authentication/login'>;

export function login(params: LoginParams): Promise<LoginReply> {
  return callService('authentication/login', params);
}

interface LoginCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * Signs in and keeps the token and donor in the session. Plain state rather than a react-query
 * mutation: the login page is the first bundle and stays under its size budget without query-core.
 */
export function useLogin({ onSuccess, onError }: LoginCallbacks) {
  const session = useSessionManager();
  const [isPending, setPending] = useState(false);
  const submit = useCallback(
    async (params: LoginParams) => {
      setPending(true);
      try {
        const reply = await login(params);
        session.signIn(reply.token, reply.user, reply.expiresAt);
        onSuccess();
      } catch (error) {
        onError(error);
      } finally {
        setPending(false);
      }
    },
    [session, onSuccess, onError],
  );
  return { submit, isPending };
}
