import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentSummarySchema, promotionFieldsSchema } from '../../../entities/content';
import { safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/** One promotion as editors write it, with its window, derived state and version. */
export const getPromotion = defineService({
  serviceName: 'content',
  serviceType: 'getPromotion',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ id: safeId(100) }),
  reply: z.object({ status: okStatus, item: contentSummarySchema.extend({ fields: promotionFieldsSchema }) }),
});
