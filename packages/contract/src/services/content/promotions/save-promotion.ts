import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { promotionFieldsSchema } from '../../../entities/content';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * Creates a promotion (no `id`) or saves one (`id` and the `expectedVersion` the editor loaded); every save is a
 * revision. A draft may have empty fields; a scheduled or published promotion must stay complete in both languages.
 */
export const savePromotion = defineService({
  serviceName: 'content',
  serviceType: 'savePromotion',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ id: safeId(100).optional(), expectedVersion: positiveInt32().optional(), fields: promotionFieldsSchema }),
  reply: z.object({ status: okStatus, id: z.string(), version: z.number().int() }),
});
