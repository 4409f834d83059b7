import { z } from 'zod';
import { staffRoleSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { positiveInt32 } from '../../../rules/safe-input';

/**
 * An admin changes a staff member's role and centers; it takes effect on the member's next call (the role and
 * centers are read on every call). An admin cannot change their own role (`staffSelfChange`).
 */
export const updateStaff = defineService({
  serviceName: 'staff',
  serviceType: 'updateStaff',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    staffId: z.uuid('notFound'),
    role: staffRoleSchema,
    centerIds: z.array(positiveInt32('locationNotFound')).max(100).default([]),
  }),
  reply: z.object({ status: okStatus }),
});
