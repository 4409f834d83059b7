import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { staffMemberSchema } from '../../../entities/staff';
import { safeText } from '../../../rules/safe-input';
import { signInLimits } from '../../sign-in-limits';

/** What every password step of a staff sign-in sends: the e-mail, the password and, once challenged, a solved captcha. */
export const staffPasswordParams = z.object({
  email: safeText(254, 'staffEnterEmail').trim().toLowerCase().min(1, 'staffEnterEmail'),
  password: z.string('enterPassword').min(1, 'enterPassword').max(256, 'enterPassword'),
  /** A solved ALTCHA challenge: required once the account or address is past its failures (`challengeRequired`). */
  captcha: z.string().min(1, 'captchaRequired').max(4000, 'captchaInvalid').optional(),
});

/**
 * Staff sign-in by e-mail: the same limits, delays and captcha challenge as donors' (decision 014). With a second
 * factor enrolled, the right password without a code answers 401 `totpRequired` (an authenticator app),
 * `staffPasskeyRequired` (passkeys only: `staff/startPasskeySignIn` goes on) or `staffPasskeyOrTotpRequired` (both), a
 * wrong code `totpInvalid`; all count as failures, so guessing codes meets the same limits as guessing passwords.
 */
export const login = defineService({
  serviceName: 'staff',
  serviceType: 'login',
  auth: 'public',
  checksCredentials: true,
  kind: 'mutation',
  personalData: true,
  rateLimits: signInLimits,
  params: staffPasswordParams.extend({
    /** Once a second factor is enrolled: a code of the authenticator app or an unused recovery code. */
    totpCode: safeText(32, 'totpInvalid').trim().min(1, 'totpRequired').optional(),
  }),
  reply: z.object({
    status: okStatus,
    token: z.string(),
    expiresAt: z.string(),
    staff: staffMemberSchema,
  }),
});
