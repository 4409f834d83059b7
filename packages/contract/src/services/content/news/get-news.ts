import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentSummarySchema, newsFieldsSchema } from '../../../entities/content';
import { safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/** One article as editors write it, with its window, derived state and version. */
export const getNews = defineService({
  serviceName: 'content',
  serviceType: 'getNews',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ id: safeId(100) }),
  reply: z.object({ status: okStatus, item: contentSummarySchema.extend({ fields: newsFieldsSchema }) }),
});
