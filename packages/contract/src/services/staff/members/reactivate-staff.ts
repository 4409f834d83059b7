import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';

/** An admin lets a deactivated staff member sign in again (their old sessions stay ended). */
export const reactivateStaff = defineService({
  serviceName: 'staff',
  serviceType: 'reactivateStaff',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ staffId: z.uuid('notFound') }),
  reply: z.object({ status: okStatus }),
});
