import { z } from 'zod';
import { anyStaffRole, staffMemberSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/** The signed-in staff member, their role and the centers it lets them see (every center for company-wide roles). */
export const getMe = defineService({
  serviceName: 'staff',
  serviceType: 'getMe',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, staff: staffMemberSchema }),
});
