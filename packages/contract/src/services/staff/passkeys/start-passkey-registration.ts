import { z } from 'zod';
import { creationOptionsSchema } from '../../../entities/passkey';
import { anyStaffRole } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { staffPasskeyChangeLimits } from './passkey-limits';

/**
 * The console's "Add a passkey", first step: the options the member's browser creates a passkey with (user verification
 * required, none of their passkeys again). Open before a second factor is enrolled, like the authenticator app's
 * enrolment: a passkey is one.
 */
export const startPasskeyRegistration = defineService({
  serviceName: 'staff',
  serviceType: 'startPasskeyRegistration',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: false,
  rateLimits: staffPasskeyChangeLimits,
  params: z.object({}),
  reply: z.object({ status: okStatus, options: creationOptionsSchema }),
});
