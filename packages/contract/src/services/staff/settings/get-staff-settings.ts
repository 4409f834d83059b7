import { z } from 'zod';
import { staffSettingsSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/** The staff side's settings (a second factor required of everyone). */
export const getStaffSettings = defineService({
  serviceName: 'staff',
  serviceType: 'getStaffSettings',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, settings: staffSettingsSchema }),
});
