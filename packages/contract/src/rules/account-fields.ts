import { z } from 'zod';
import { genders, VERIFICATION_CODE_LENGTH } from '../constants';
import type { MessageKey } from '../messages/en';
import { usStateCodes } from '../us-states';
import { emailSchema, passwordSchema, phoneNumberSchema, usDateSchema } from './fields';
import { SINGLE_LINE_TEXT } from './safe-input';

/**
 * Field rules of the account screens (registration, reset, profile), built on the spec 5 rules of
 * `fields.ts`. An empty field answers the screen's own "required" text (spec 5) rather than the format text.
 */
export function requiredText(key: MessageKey, max = 100) {
  return z.string(key).trim().min(1, key).max(max, key).regex(SINGLE_LINE_TEXT, 'textInvalid');
}

export function requiredUsDate(key: MessageKey) {
  return z.string(key).trim().min(1, key).pipe(usDateSchema);
}

export const genderSchema = z.enum(genders, 'genderRequired');

/** Spec 2.7 country picker: United States and Canada +1, Mexico +52. */
export const phoneSchema = z.object(
  {
    countryCode: z.enum(['1', '52'], 'phoneInvalid'),
    phoneNumber: z.string('phoneRequired').trim().min(1, 'phoneRequired').pipe(phoneNumberSchema),
  },
  'phoneRequired',
);

export const requiredEmailSchema = z.string('emailInvalid').trim().min(1, 'emailInvalid').pipe(emailSchema);

export const verificationCodeSchema = z
  .string('invalidCode')
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'codeFormatInvalid');

export const stateCodeSchema = z
  .string('stateInvalid')
  .trim()
  .toUpperCase()
  .refine((code) => usStateCodes.has(code), 'stateInvalid');

export const zipCodeSchema = z
  .string('zipInvalid')
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'zipInvalid');

/** A new password typed twice (spread into a params object, then `.refine(passwordsMatch, passwordMismatch)`). */
export const newPasswordFields = { password: passwordSchema, confirmPassword: z.string('passwordNotMatch') };

export function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

/** A mismatch is reported on `confirmPassword`: 'Password not match!'. */
export const passwordMismatch = { message: 'passwordNotMatch', path: ['confirmPassword'] };
