import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { screeningFieldsSchema, screeningKinds, screeningVersionSchema } from '../../entities/screening-content';
import { safeId } from '../../rules/safe-input';
import { contentEditors } from '../content/roles';

/** One version as editors write it: pages, questions, options, scoring rules and the document's other texts. */
export const getScreeningVersion = defineService({
  serviceName: 'screeningContent',
  serviceType: 'getScreeningVersion',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ kind: z.enum(screeningKinds), id: safeId(100) }),
  reply: z.object({ status: okStatus, version: screeningVersionSchema, fields: screeningFieldsSchema }),
});
