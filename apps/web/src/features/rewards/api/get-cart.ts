import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions, useLanguage } from '../../../lib/service-query';

/** The cart; its writes answer with the new cart, written straight into this cache (`update-cart.ts`). */
export function useCart() {
  const lang = useLanguage();
  return useQuery(serviceQueryOptions('reward/getCart', { lang }));
}
