import type { Language } from '@portal/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callService } from '../../../lib/gateway';

export function promotionQueryOptions(promotionID: string, lang: Language) {
  return queryOptions({
    queryKey: ['marketing', 'getSinglePromotion', promotionID, lang],
    queryFn: ({ signal }) =>
      callService('marketing/getSinglePromotion', { promotionID, lang }, { signal }).then((reply) => reply.promotion),
  });
}

export function usePromotion(promotionID: string, lang: Language) {
  return useQuery(promotionQueryOptions(promotionID, lang));
}
