import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';
import { deferralStatusKey } from './get-deferral-status';

/** Dismisses the deferral notice (spec 4: deferral status can be cleared). */
export function useClearDeferralStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callService('stickyAnnouncement/clearDeferralStatus', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deferralStatusKey }),
  });
}
