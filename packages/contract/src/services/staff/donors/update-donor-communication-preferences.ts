import { z } from 'zod';
import { communicationPreferencesSchema } from '../../../entities/user';
import { defineService, okStatus } from '../../../gateway';

/**
 * A staff member changes a donor's communication choices on the donor's request (on the phone, at the desk): each
 * change is recorded in the consent history as made by staff, and the call is audited.
 */
export const updateDonorCommunicationPreferences = defineService({
  serviceName: 'staff',
  serviceType: 'updateDonorCommunicationPreferences',
  auth: { staff: ['admin', 'center_manager', 'center_staff', 'donor_care'] },
  kind: 'mutation',
  personalData: true,
  params: z.object({ donorId: z.uuid('badRequest'), communicationPreferences: communicationPreferencesSchema }),
  reply: z.object({ status: okStatus, communicationPreferences: communicationPreferencesSchema }),
});
