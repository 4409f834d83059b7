import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { promotionSchema } from '../../entities/marketing';
import { languageSchema } from '../../language-schema';
import { safeId } from '../../rules/safe-input';

/** A promotion's detail (news, campaign) or survey (spec 2.7, 3 "Promotion"). */
export const getSinglePromotion = defineService({
  serviceName: 'marketing',
  serviceType: 'getSinglePromotion',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ promotionID: safeId(100), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, promotion: promotionSchema }),
});
