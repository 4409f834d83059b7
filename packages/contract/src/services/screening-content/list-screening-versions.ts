import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { screeningVersionSchema } from '../../entities/screening-content';
import { contentEditors } from '../content/roles';

/** Every version of every check and of the after-donation survey, newest first within a kind. */
export const listScreeningVersions = defineService({
  serviceName: 'screeningContent',
  serviceType: 'listScreeningVersions',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, versions: z.array(screeningVersionSchema) }),
});
