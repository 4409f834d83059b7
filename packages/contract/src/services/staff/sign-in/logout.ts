import { z } from 'zod';
import { anyStaffRole } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/**
 * Ends the staff member's session: its token answers 401 afterwards. After a single sign-on, `endSessionUrl` is the
 * provider's sign-out (when it offers `end_session_endpoint`), where the console sends the browser next.
 */
export const logout = defineService({
  serviceName: 'staff',
  serviceType: 'logout',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, endSessionUrl: z.string().optional() }),
});
