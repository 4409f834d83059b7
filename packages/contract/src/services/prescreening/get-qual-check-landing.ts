import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { checkFormatSchema, customLayoutSchema } from '../../entities/prescreening';

/** Spec 2.14: the qualification check's landing; `proceedTo` (the result) when the donor already finished it. */
export const getQualCheckLanding = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'getQualCheckLanding',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({
    status: okStatus,
    format: checkFormatSchema,
    proceedTo: customLayoutSchema.extend({ overlayTitle: z.string() }).nullable(),
  }),
});
