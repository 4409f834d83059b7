import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceParams } from '@portal/contract/services/index';
import { useTranslation } from 'react-i18next';
import { callService } from '../../../lib/gateway';
import { cartQueryOptions } from './get-cart';

/** Adds to or sets a cart line, or removes one; the reply is the new cart, written straight into the cache. */
export function useUpdateCart() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return useMutation({
    mutationFn: (params: ServiceParams<'reward/updateCart'>) => callService('reward/updateCart', { ...params, lang }),
    onSuccess: (reply) => queryClient.setQueryData(cartQueryOptions(lang).queryKey, reply),
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return useMutation({
    mutationFn: (params: ServiceParams<'reward/removeCartItem'>) => callService('reward/removeCartItem', { ...params, lang }),
    onSuccess: (reply) => queryClient.setQueryData(cartQueryOptions(lang).queryKey, reply),
  });
}
