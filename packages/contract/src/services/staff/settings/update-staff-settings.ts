import { z } from 'zod';
import { staffSettingsSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/**
 * An admin changes the staff side's settings. With `requireTotp`, a member without a second factor can only enrol
 * one (and see their profile, and sign out) until they have: every other staff service answers 403.
 */
export const updateStaffSettings = defineService({
  serviceName: 'staff',
  serviceType: 'updateStaffSettings',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: staffSettingsSchema,
  reply: z.object({ status: okStatus, settings: staffSettingsSchema }),
});
