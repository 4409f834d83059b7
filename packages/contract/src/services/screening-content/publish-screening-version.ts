import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { screeningKinds } from '../../entities/screening-content';
import { positiveInt32, safeId } from '../../rules/safe-input';
import { contentEditors } from '../content/roles';

/**
 * Makes a draft the version new donors start (the one before is retired, kept for the donors on it). Refused with
 * 400 naming each field while an English or Spanish text is empty (`contentIncomplete`) or a scoring rule names a
 * question or option the version does not have (`scoringRefInvalid`); 409 for a version already published.
 */
export const publishScreeningVersion = defineService({
  serviceName: 'screeningContent',
  serviceType: 'publishScreeningVersion',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ kind: z.enum(screeningKinds), id: safeId(100), expectedRevision: positiveInt32() }),
  reply: z.object({ status: okStatus, version: z.number().int() }),
});
