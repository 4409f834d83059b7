import { useServiceMutation } from '../../../lib/service-query';

/** Spins the after-donation wheel; the server decided the prize and books it once, so the balance is read again. */
export function useSpinWheel() {
  return useServiceMutation('wheel/spin', { invalidates: ['reward/getPoints', 'reward/getRewardStatus'] });
}
