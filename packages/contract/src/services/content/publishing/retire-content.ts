import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentKinds, contentStates } from '../../../entities/content';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/** Takes an item off donors' screens at once, whatever its window; publishing it again brings it back. */
export const retireContent = defineService({
  serviceName: 'content',
  serviceType: 'retireContent',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ kind: z.enum(contentKinds), id: safeId(100), expectedVersion: positiveInt32() }),
  reply: z.object({ status: okStatus, version: z.number().int(), state: z.enum(contentStates) }),
});
