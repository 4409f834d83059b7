import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { checkFormatSchema, prerequisiteSchema } from '../../entities/prescreening';

/** Spec 2.15: the literacy check's landing and its optional prerequisite page. */
export const getLiteracyCheckLanding = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'getLiteracyCheckLanding',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, format: checkFormatSchema, prerequisite: prerequisiteSchema.nullable() }),
});
