import { useServiceMutation } from '../../../lib/service-query';

/**
 * Redeems the confirmed lines (`requestId` is chosen once per confirmation, so a resend cannot pay twice);
 * afterwards the points, cart and orders are read again.
 */
export function useCheckout() {
  return useServiceMutation('reward/checkout', {
    invalidates: ['reward/getPoints', 'reward/getRewardStatus', 'reward/getCart', 'reward/getOrders'],
  });
}
