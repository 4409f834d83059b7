import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';

/** An admin deactivates a staff account: it can no longer sign in, and every session of it ends at once. */
export const deactivateStaff = defineService({
  serviceName: 'staff',
  serviceType: 'deactivateStaff',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ staffId: z.uuid('notFound') }),
  reply: z.object({ status: okStatus }),
});
