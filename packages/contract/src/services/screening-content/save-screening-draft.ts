import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { screeningFieldsSchema, screeningKinds } from '../../entities/screening-content';
import { positiveInt32, safeId } from '../../rules/safe-input';
import { contentEditors } from '../content/roles';

/**
 * Saves a draft version: a new one edited from `basedOn` (any version of the kind), or the draft `id` at the
 * `expectedRevision` the editor loaded. A published or retired version is never changed (409): edit a new draft.
 * A draft may be incomplete; publishing checks both languages and the scoring.
 */
export const saveScreeningDraft = defineService({
  serviceName: 'screeningContent',
  serviceType: 'saveScreeningDraft',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    kind: z.enum(screeningKinds),
    id: safeId(100).optional(),
    basedOn: safeId(100).optional(),
    expectedRevision: positiveInt32().optional(),
    fields: screeningFieldsSchema,
  }),
  reply: z.object({ status: okStatus, id: z.string(), version: z.number().int(), revision: z.number().int() }),
});
