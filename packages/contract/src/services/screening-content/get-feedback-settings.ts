import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { feedbackSettingsFieldsSchema } from '../../entities/screening-content';
import { contentEditors } from '../content/roles';

/** The after-donation settings: days to answer the survey and the wheel's prizes. */
export const getFeedbackSettings = defineService({
  serviceName: 'screeningContent',
  serviceType: 'getFeedbackSettings',
  auth: { staff: contentEditors },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, settings: feedbackSettingsFieldsSchema }),
});
