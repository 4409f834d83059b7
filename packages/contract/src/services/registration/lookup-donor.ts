import { z } from 'zod';
import { LOGIN_WINDOW_MS, LOOKUP_FAILURES_PER_ADDRESS } from '../../constants';
import { defineService, okStatus } from '../../gateway';
import { codeChoiceSchema } from '../../entities/account';
import { requiredUsDate } from '../../rules/account-fields';
import { donorNumberSchema } from '../../rules/fields';

/**
 * `/register/existing`: finds a donor known to a center by donor number, the last 4 digits of an
 * identity document and the date of birth, and starts a registration. A miss never says which field was wrong.
 * 409 `donorAlreadyExists` when the donor already has an account.
 */
export const lookupDonor = defineService({
  serviceName: 'registration',
  serviceType: 'lookupDonor',
  auth: 'public',
  kind: 'mutation',
  personalData: true,
  // Misses count per address: guessing identity digits for a donor number stops after a few tries.
  rateLimits: [{ scope: 'address', windowMs: LOGIN_WINDOW_MS, budget: LOOKUP_FAILURES_PER_ADDRESS, counts: 'failures' }],
  params: z.object({
    donorNumber: z.string('lookupDonorNumberRequired').trim().min(1, 'lookupDonorNumberRequired').pipe(donorNumberSchema),
    identValueLast4: z
      .string('lookupFieldRequired')
      .trim()
      .min(1, 'lookupFieldRequired')
      .regex(/^\d{4}$/, 'identLast4Invalid'),
    dob: requiredUsDate('lookupDobRequired'),
  }),
  reply: z.object({
    status: okStatus,
    registrationToken: z.string(),
    expiresAt: z.string(),
    choices: z.array(codeChoiceSchema),
  }),
});
