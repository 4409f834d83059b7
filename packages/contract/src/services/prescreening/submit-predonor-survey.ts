import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { successLayoutSchema } from '../../entities/prescreening';
import { safeText } from '../../rules/safe-input';

/** Completes the pre-donor survey once every page is saved; the pre-screening state moves on. */
export const submitPredonorSurvey = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'submitPreDonorSurvey',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ docID: safeText(64).min(1), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, success: successLayoutSchema }),
});
