import { z } from 'zod';
import { anyStaffRole } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/** Ends the staff member's session: its token answers 401 afterwards. */
export const logout = defineService({
  serviceName: 'staff',
  serviceType: 'logout',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus }),
});
