import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { feedbackSettingsFieldsSchema } from '../../entities/screening-content';
import { contentEditors } from '../content/roles';

/** Changes the days to answer the after-donation survey and the wheel's prizes (none: no wheel); audited. */
export const saveFeedbackSettings = defineService({
  serviceName: 'screeningContent',
  serviceType: 'saveFeedbackSettings',
  auth: { staff: contentEditors },
  kind: 'mutation',
  personalData: false,
  params: feedbackSettingsFieldsSchema,
  reply: z.object({ status: okStatus }),
});
