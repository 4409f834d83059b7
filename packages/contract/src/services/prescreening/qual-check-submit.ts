import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { customLayoutSchema } from '../../entities/prescreening';
import { safeText } from '../../rules/safe-input';

/** Scores the saved answers and answers the result layout (`proceed`). */
export const qualCheckSubmit = defineService({
  serviceName: 'applicationFeedback',
  serviceType: 'qualCheckSubmit',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ docID: safeText(64).min(1), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, proceed: customLayoutSchema.extend({ overlayTitle: z.string() }) }),
});
