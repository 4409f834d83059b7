import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentKinds, contentSummarySchema } from '../../../entities/content';
import { contentEditors } from '../roles';

/** Every item of one kind, newest first, with the state derived from its window at the server's clock. */
export const listContent = defineService({
  serviceName: 'content',
  serviceType: 'listContent',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ kind: z.enum(contentKinds) }),
  reply: z.object({ status: okStatus, items: z.array(contentSummarySchema) }),
});
