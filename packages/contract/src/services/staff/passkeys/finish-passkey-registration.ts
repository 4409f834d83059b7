import { z } from 'zod';
import { registrationResponseSchema } from '../../../entities/passkey';
import { anyStaffRole, staffPasskeySchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { safeText } from '../../../rules/safe-input';
import { staffPasskeyChangeLimits } from './passkey-limits';

/**
 * "Add a passkey", second step: the browser's new credential, checked against the challenge the first step issued to
 * this member (once, within its time), the portal's origin and relying party id; stored under the name the member
 * gave it. From then on a password sign-in asks for it (or the app's code).
 */
export const finishPasskeyRegistration = defineService({
  serviceName: 'staff',
  serviceType: 'finishPasskeyRegistration',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: false,
  rateLimits: staffPasskeyChangeLimits,
  params: z.object({
    name: safeText(60, 'passkeyNameRequired').trim().min(1, 'passkeyNameRequired'),
    response: registrationResponseSchema,
  }),
  reply: z.object({ status: okStatus, passkey: staffPasskeySchema }),
});
