import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { donorNumberSchema, emailSchema, phoneNumberSchema } from '../../rules/fields';

/**
 * Issue 34, decision 056: a donor whose portal account was closed comes back to a center. A member at her home center
 * (or an admin) checks her photo identity at the desk and records a new e-mail or phone; the account is open again, so
 * she registers as an existing donor and the code goes to the contact she gave. Audited.
 */
export const reopenDonorAccount = defineService({
  serviceName: 'staff',
  serviceType: 'reopenDonorAccount',
  auth: { staff: ['admin', 'center_manager', 'center_staff'] },
  kind: 'mutation',
  personalData: true,
  params: z
    .object({
      donorNumber: donorNumberSchema,
      email: emailSchema.nullable().default(null),
      phone: phoneNumberSchema.nullable().default(null),
      identityChecked: z.boolean('identityCheckRequired').refine((checked) => checked, 'identityCheckRequired'),
    })
    .refine((params) => params.email !== null || params.phone !== null, {
      message: 'phoneOrEmailRequired',
      path: ['email'],
    }),
  reply: z.object({ status: okStatus, reopenedAt: z.string() }),
});
