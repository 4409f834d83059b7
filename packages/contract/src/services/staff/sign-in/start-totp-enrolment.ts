import { z } from 'zod';
import { anyStaffRole } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';

/**
 * Starts enrolling an authenticator app: a new secret, as text and as an `otpauth://` address the console shows as a
 * QR code. Nothing changes at sign-in until a code confirms it (`staff/confirmTotpEnrolment`).
 */
export const startTotpEnrolment = defineService({
  serviceName: 'staff',
  serviceType: 'startTotpEnrolment',
  auth: { staff: anyStaffRole, beforeSecondFactor: true },
  kind: 'mutation',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, secret: z.string(), otpauthUri: z.string() }),
});
