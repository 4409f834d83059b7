import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** Whether an e-mailed reset link still works; never retried (a used link stays used). */
export function useCheckResetToken(resetToken: string) {
  return useQuery({
    ...serviceQueryOptions('passwordReset/checkToken', { resetToken }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    enabled: resetToken.length > 0,
  });
}
