import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { newsFieldsSchema } from '../../../entities/content';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * Creates an article (no `id`) or saves one (`id` and the `expectedVersion` the editor loaded); every save is a
 * revision. A draft may have empty fields; a scheduled or published article must stay complete in both languages.
 */
export const saveNews = defineService({
  serviceName: 'content',
  serviceType: 'saveNews',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ id: safeId(100).optional(), expectedVersion: positiveInt32().optional(), fields: newsFieldsSchema }),
  reply: z.object({ status: okStatus, id: z.string(), version: z.number().int() }),
});
