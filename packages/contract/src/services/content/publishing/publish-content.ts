import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentKinds, contentStates } from '../../../entities/content';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * Publishes an item now (no `publishAt`) or schedules it, with an optional expiry; refused (400 naming the fields)
 * while a required English or Spanish field is empty. Publishing a retired item brings it back.
 */
export const publishContent = defineService({
  serviceName: 'content',
  serviceType: 'publishContent',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    kind: z.enum(contentKinds),
    id: safeId(100),
    expectedVersion: positiveInt32(),
    publishAt: z.iso.datetime({ offset: true }).optional(),
    expireAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  reply: z.object({ status: okStatus, version: z.number().int(), state: z.enum(contentStates) }),
});
