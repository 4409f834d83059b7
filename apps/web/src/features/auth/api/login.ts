import type { ServiceParams, ServiceReply } from '@portal/contract/services/index';
import { useMutation } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { useSessionManager } from '../../../lib/session-context';

export type LoginParams = ServiceParams<'authentication/login'>;
export type LoginReply = ServiceReply<'authentication/login'>;

export function login(params: LoginParams): Promise<LoginReply> {
  return callService('authentication/login', params);
}

/** Signs in and keeps the token and donor in the session; errors are `GatewayError`s for the screen to show. */
export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const session = useSessionManager();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => {
      session.signIn(reply.token, reply.user, reply.expiresAt);
      onSuccess?.();
    },
  });
}
