import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentKinds, contentRevisionSchema } from '../../../entities/content';
import { safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/** An item's saved states, newest first: who saved each, when, and how. */
export const listRevisions = defineService({
  serviceName: 'content',
  serviceType: 'listRevisions',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ kind: z.enum(contentKinds), id: safeId(100) }),
  reply: z.object({ status: okStatus, revisions: z.array(contentRevisionSchema) }),
});
