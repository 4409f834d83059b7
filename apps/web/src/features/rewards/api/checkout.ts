import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartChoice } from '@portal/contract/entities/rewards';
import { callService } from '../../../lib/gateway';
import { POINTS_QUERY_KEY } from './get-points';

/** Redeems the confirmed lines (`requestId` is chosen once per confirmation, so a resend cannot pay twice); afterwards the points, cart and orders are read again. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { requestId: string; items: CartChoice[] }) => callService('reward/checkout', order),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POINTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['reward/getCart'] }),
        queryClient.invalidateQueries({ queryKey: ['reward/getOrders'] }),
      ]),
  });
}
