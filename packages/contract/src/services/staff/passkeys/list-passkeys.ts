import { z } from 'zod';
import { anyStaffRole, staffPasskeySchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/** The signed-in member's passkeys (their second factor), newest first, with when each was added and last used. */
export const listPasskeys = defineService({
  serviceName: 'staff',
  serviceType: 'listPasskeys',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, passkeys: z.array(staffPasskeySchema) }),
});
