import { useQueryClient } from '@tanstack/react-query';
import { setServiceData, useLanguage, useServiceMutation } from '../../../lib/service-query';

/** Adds to or sets a cart line; the reply is the new cart, written straight into the cache. */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useServiceMutation('reward/updateCart', { onSuccess: (reply) => setServiceData(queryClient, 'reward/getCart', { lang }, reply) });
}

/** Removes a cart line; the reply is the new cart. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useServiceMutation('reward/removeCartItem', {
    onSuccess: (reply) => setServiceData(queryClient, 'reward/getCart', { lang }, reply),
  });
}
