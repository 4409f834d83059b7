import { z } from 'zod';
import { staffRoleSchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { emailSchema } from '../../../rules/fields';
import { positiveInt32, safeText } from '../../../rules/safe-input';

/**
 * An admin invites a staff member: the account is created without a password and an e-mail (through the outbox)
 * carries a one-time link to set one. Inviting an e-mail again replaces the earlier link.
 */
export const inviteStaff = defineService({
  serviceName: 'staff',
  serviceType: 'inviteStaff',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    email: emailSchema,
    displayName: safeText(100).trim().min(1),
    role: staffRoleSchema,
    /** The centers of a center manager or center staff member. */
    centerIds: z.array(positiveInt32('locationNotFound')).max(100).default([]),
  }),
  reply: z.object({ status: okStatus, staffId: z.string() }),
});
