import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';

/**
 * Express check-in, step 2: the pass for a completed questionnaire, valid until the end of the appointment's day at its
 * center and redeemable once. `token` is what the QR code holds (signed, no personal data); `code` is the same pass
 * typed by hand.
 */
export const getCheckInPass = defineService({
  serviceName: 'appointment',
  serviceType: 'getCheckInPass',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ appointmentID: z.uuid('appointmentNotFound') }),
  reply: z.object({
    status: okStatus,
    token: z.string(),
    /** Eight letters and digits, shown as `ABCD-EFGH`. */
    code: z.string(),
    expiresAt: z.string(),
    /** Staff have already checked the donor in with it. */
    used: z.boolean(),
  }),
});
