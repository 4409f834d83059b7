import type { Language } from '@portal/contract/languages';
import { useQuery } from '@tanstack/react-query';
import { serviceQueryOptions } from '../../../lib/service-query';

/** One promotion (campaign, survey, news), opened from its notification. */
export function usePromotion(promotionID: string, lang: Language) {
  return useQuery({ ...serviceQueryOptions('marketing/getSinglePromotion', { promotionID, lang }), select: (reply) => reply.promotion });
}
