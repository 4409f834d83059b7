import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { successLayoutSchema } from '../../entities/prescreening';

/** Completes the pre-donor survey once every page is saved; the pre-screening state moves on. */
export const submitPredonorSurvey = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'submitPreDonorSurvey',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ docID: z.string().min(1).max(64), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, success: successLayoutSchema }),
});
