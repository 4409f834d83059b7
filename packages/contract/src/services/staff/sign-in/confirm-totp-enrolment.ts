import { z } from 'zod';
import { anyStaffRole } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/**
 * Confirms the enrolment with a first code of the app: from then on sign-in needs a code. Answers ten one-time
 * recovery codes, shown this once (earlier recovery codes are spent).
 */
export const confirmTotpEnrolment = defineService({
  serviceName: 'staff',
  serviceType: 'confirmTotpEnrolment',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: true,
  params: z.object({
    code: z
      .string('totpRequired')
      .trim()
      .regex(/^\d{6}$/, 'totpInvalid'),
  }),
  reply: z.object({ status: okStatus, recoveryCodes: z.array(z.string()) }),
});
