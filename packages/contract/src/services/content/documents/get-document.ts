import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentSummarySchema } from '../../../entities/content';
import { documentFieldsSchema } from '../../../entities/content-documents';
import { safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * One document (donation tips, education, rewards copy) as editors write it, both languages, with its window, derived
 * state and version; `id` is the document's key (`tipsMain`, `topic:iron`, `fee_applicant`).
 */
export const getDocument = defineService({
  serviceName: 'content',
  serviceType: 'getDocument',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ id: safeId(100) }),
  reply: z.object({ status: okStatus, item: contentSummarySchema.extend({ fields: documentFieldsSchema }) }),
});
