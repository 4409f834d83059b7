import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** Whether an e-mailed reset link still works; never retried (a used link stays used). */
export function checkResetTokenQueryOptions(resetToken: string) {
  return queryOptions({
    queryKey: ['passwordReset', 'checkToken', resetToken],
    queryFn: ({ signal }) => callService('passwordReset/checkToken', { resetToken }, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useCheckResetToken(resetToken: string) {
  return useQuery({ ...checkResetTokenQueryOptions(resetToken), enabled: resetToken.length > 0 });
}
