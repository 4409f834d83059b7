import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { contentChangeSchema } from '../../entities/content';
import { screeningKinds } from '../../entities/screening-content';
import { safeId } from '../../rules/safe-input';
import { contentEditors } from '../content/roles';

/** The fields that differ between two versions of one kind (`pages.0.questions.2.text.es`), before and after. */
export const compareScreeningVersions = defineService({
  serviceName: 'screeningContent',
  serviceType: 'compareScreeningVersions',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({ kind: z.enum(screeningKinds), from: safeId(100), to: safeId(100) }),
  reply: z.object({ status: okStatus, changes: z.array(contentChangeSchema) }),
});
