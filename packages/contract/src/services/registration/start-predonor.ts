import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { codeChoiceSchema } from '../../entities/account';
import { genderSchema, phoneSchema, requiredEmailSchema, requiredText, requiredUsDate } from '../../rules/account-fields';
import { positiveInt32, safeText, SINGLE_LINE_TEXT } from '../../rules/safe-input';

/**
 * `/register/new`: a new pre-donor's details, the saved center and a solved captcha (`GET /api/captcha/challenge`).
 * An e-mail already in use gets the same answer (the address is told an account exists, docs/decisions/008).
 */
export const startPredonor = defineService({
  serviceName: 'registration',
  serviceType: 'startPredonor',
  auth: 'public',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    firstName: requiredText('firstNameRequired'),
    lastName: requiredText('lastNameRequired'),
    dob: requiredUsDate('dobRequired'),
    gender: genderSchema,
    email: requiredEmailSchema,
    phone: phoneSchema,
    savedLocationId: positiveInt32('locationRequired'),
    captcha: z.string('captchaRequired').min(1, 'captchaRequired').max(4096, 'captchaInvalid').regex(SINGLE_LINE_TEXT, 'captchaInvalid'),
    lang: z.enum(['en', 'es']).optional(),
    /** The referral code from `/referral/referral-unique-code/{code}`; an unknown code is ignored. */
    referralCode: safeText(32).trim().optional(),
  }),
  reply: z.object({
    status: okStatus,
    registrationToken: z.string(),
    expiresAt: z.string(),
    choices: z.array(codeChoiceSchema),
  }),
});
