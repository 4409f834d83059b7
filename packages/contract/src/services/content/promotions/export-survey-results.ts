import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';
import { safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * The same counts as `getSurveyResults` as a CSV file, texts in the language asked for: one row per option (a text
 * question: one row with how many answered it), never a donor or what a donor wrote. Audited as an export.
 */
export const exportSurveyResults = defineService({
  serviceName: 'content',
  serviceType: 'exportSurveyResults',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  auditRead: true,
  params: z.object({ id: safeId(100), lang: languageSchema }),
  reply: z.object({ status: okStatus, fileName: z.string(), csv: z.string() }),
});
