import { z } from 'zod';
import { donorStatuses } from '../../constants';
import { communicationPreferencesSchema } from '../../entities/user';
import { defineRestRoute, okStatus } from '../../gateway';
import { languageSchema } from '../../language-schema';
import { zipCodeSchema } from '../../rules/account-fields';
import { donorNumberSchema, emailSchema, phoneNumberSchema } from '../../rules/fields';
import { positiveInt32, safeText } from '../../rules/safe-input';
import { usStateCodes } from '../../us-states';
import { opsRateLimits } from './ops-limits';
import { visitDeferralSchema } from './visits';

/**
 * The groups of a donor's details that change together; the newer change wins per group, the portal's (a donor's own
 * edit) against the center's, and each side's change is recorded.
 */
export const donorFieldGroups = [
  'name',
  'birthDate',
  'identity',
  'email',
  'phone',
  'address',
  'homeCenter',
  'status',
  'language',
  'communicationPreferences',
] as const;
export type DonorFieldGroup = (typeof donorFieldGroups)[number];

export const donorPathSchema = z.object({
  donorNumber: donorNumberSchema.describe("The donor's number at the centers (7 or 8 letters and digits)."),
});

/** A donor as a center's system holds it; the portal's account (password, passkeys, photo) is never sent or touched. */
export const donorRecordSchema = z.object({
  changedAt: z.iso
    .datetime({ offset: true, error: 'visitTimeInvalid' })
    .describe("When the center's record last changed: a portal edit newer than this is kept for its fields."),
  firstName: safeText(80).trim().min(1, 'badRequest'),
  middleName: safeText(80).trim().nullable().default(null),
  lastName: safeText(80).trim().min(1, 'badRequest'),
  birthDate: z.iso.date('birthDateInvalid').describe('YYYY-MM-DD; not in the future.'),
  identity: z
    .object({
      typeId: positiveInt32('badRequest').describe('The kind of identity document, as the centers number them.'),
      last4: z
        .string('badRequest')
        .regex(/^\d{4}$/, 'badRequest')
        .describe('The last four digits of the document.'),
    })
    .describe('What a donor types to register as an existing donor, with the number and date of birth.'),
  email: emailSchema.nullable().default(null),
  phone: phoneNumberSchema.nullable().default(null).describe('US number, digits only.'),
  address: z
    .object({
      addressLine1: safeText(200).trim(),
      addressLine2: safeText(200).trim().default(''),
      city: safeText(100).trim(),
      state: z
        .string('stateInvalid')
        .trim()
        .toUpperCase()
        .refine((code) => usStateCodes.has(code), 'stateInvalid'),
      zipCode: zipCodeSchema,
    })
    .nullable()
    .default(null),
  homeLocationID: positiveInt32('locationNotFound').nullable().default(null).describe("The donor's home center."),
  status: z.enum(donorStatuses, 'badRequest').default('donor'),
  language: languageSchema.default('en'),
  communicationPreferences: communicationPreferencesSchema
    .nullable()
    .default(null)
    .describe('The choices the donor made at the center; recorded in the consent history with the center as source.'),
  deferral: visitDeferralSchema
    .nullable()
    .default(null)
    .describe(
      "A deferral the center decided outside a visit, dated `changedAt`: its reason (an education topic) and the first day the donor may donate again (null: permanent). The donor sees it as a visit's; the same one sent again is recorded once.",
    ),
});
export type DonorRecord = z.output<typeof donorRecordSchema>;

export const donorReplySchema = z.object({
  status: okStatus,
  created: z.boolean(),
  donorNumber: z.string(),
  /** The groups the center's values were written for. */
  applied: z.array(z.enum(donorFieldGroups)),
  /** The groups where a newer portal change was kept (the center's value was not written). */
  keptPortal: z.array(z.enum(donorFieldGroups)),
  /** The contact groups refused because the donor closed her portal account (issue 34); the refusal is recorded. */
  refusedClosed: z.array(z.enum(donorFieldGroups)),
  /** Whether the deferral sent was recorded (false: none sent, or the donor has it already). */
  deferralRecorded: z.boolean(),
});

/** `PUT /api/ops/donors/{donorNumber}`: creates or updates a donor the center knows (an API client allowed `donors`). */
export const putDonorRoute = defineRestRoute({
  method: 'PUT',
  url: '/api/ops/donors/:donorNumber',
  auth: 'apiClient',
  apiOperation: 'donors',
  auditAction: 'ops/putDonor',
  rateLimits: opsRateLimits,
  params: donorPathSchema,
  body: donorRecordSchema,
  reply: donorReplySchema,
  personalData: true,
});
