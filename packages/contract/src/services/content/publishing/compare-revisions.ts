import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentChangeSchema, contentKinds } from '../../../entities/content';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/** The fields that differ between two revisions of an item, each with its value before and after. */
export const compareRevisions = defineService({
  serviceName: 'content',
  serviceType: 'compareRevisions',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ kind: z.enum(contentKinds), id: safeId(100), from: positiveInt32(), to: positiveInt32() }),
  reply: z.object({ status: okStatus, changes: z.array(contentChangeSchema) }),
});
