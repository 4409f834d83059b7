import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { chatbotFieldsSchema } from '../../../entities/chatbot-tree';
import { contentSummarySchema } from '../../../entities/content';
import { contentEditors } from '../roles';

/**
 * The donor chatbot's tree as editors write it (the draft), with its window and version; `publishedVersion` is the
 * version donors see (null before the first publish), so the console tells unpublished changes apart. No item: no tree
 * was ever saved.
 */
export const getChatbot = defineService({
  serviceName: 'content',
  serviceType: 'getChatbot',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    item: contentSummarySchema.extend({ fields: chatbotFieldsSchema, publishedVersion: z.number().int().nullable() }).nullable(),
  }),
});
