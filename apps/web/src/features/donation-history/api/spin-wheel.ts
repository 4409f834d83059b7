import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

/** Spins the after-donation wheel; the server decided the prize and books it once. */
export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wheelId: string) => callService('wheel/spin', { wheelId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}
