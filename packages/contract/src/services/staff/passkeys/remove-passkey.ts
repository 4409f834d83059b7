import { z } from 'zod';
import { anyStaffRole } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { staffPasskeyChangeLimits } from './passkey-limits';

/** "Remove" on one of the member's passkeys: it is no longer their second factor (404 for one that is not theirs). */
export const removePasskey = defineService({
  serviceName: 'staff',
  serviceType: 'removePasskey',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: false,
  rateLimits: staffPasskeyChangeLimits,
  params: z.object({ passkeyId: z.uuid('badRequest') }),
  reply: z.object({ status: okStatus }),
});
