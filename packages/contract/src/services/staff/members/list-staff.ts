import { z } from 'zod';
import { staffListItemSchema, staffRoleSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { positiveInt32, safeText } from '../../../rules/safe-input';
import { sortDirectionSchema, tablePageParams } from '../../../rules/table-paging';

export const staffListSorts = ['displayName', 'email', 'role', 'lastSignInAt', 'createdAt'] as const;

/** The admins' staff list: one page, sorted and filtered on the server. */
export const listStaff = defineService({
  serviceName: 'staff',
  serviceType: 'listStaff',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: true,
  params: z.object({
    ...tablePageParams,
    sort: z.enum(staffListSorts).default('displayName'),
    direction: sortDirectionSchema.default('asc'),
    /** Part of the name or e-mail. */
    search: safeText(254).trim().optional(),
    role: staffRoleSchema.optional(),
    centerId: positiveInt32('locationNotFound').optional(),
    state: z.enum(['active', 'invited', 'deactivated']).optional(),
  }),
  reply: z.object({ status: okStatus, total: z.number().int(), items: z.array(staffListItemSchema) }),
});
