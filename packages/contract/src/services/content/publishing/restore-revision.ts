import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { contentKinds, contentStates } from '../../../entities/content';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { contentEditors } from '../roles';

/**
 * Brings back the fields of an earlier revision as a new revision (history is never rewritten); the publish window
 * stays as it is, and a live item refuses fields that are incomplete in either language.
 */
export const restoreRevision = defineService({
  serviceName: 'content',
  serviceType: 'restoreRevision',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: z.object({ kind: z.enum(contentKinds), id: safeId(100), version: positiveInt32(), expectedVersion: positiveInt32() }),
  reply: z.object({ status: okStatus, version: z.number().int(), state: z.enum(contentStates) }),
});
