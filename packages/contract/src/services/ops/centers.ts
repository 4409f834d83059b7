import { z } from 'zod';
import { centerScheduleSchema } from '../../entities/booking';
import { defineRestRoute, okStatus } from '../../gateway';
import { zipCodeSchema } from '../../rules/account-fields';
import { phoneNumberSchema } from '../../rules/fields';
import { INT32_MAX, safeText } from '../../rules/safe-input';
import { usStateCodes } from '../../us-states';
import { opsRateLimits } from './ops-limits';

/** Whether the runtime knows the time zone (an IANA name such as `America/Chicago`). */
function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.includes('/') || name === 'UTC';
  } catch {
    return false;
  }
}

/** The center's number in the company's systems, from the path (`/api/ops/centers/1042`). */
export const centerPathSchema = z.object({
  locationID: z.coerce
    .number('locationNotFound')
    .int('locationNotFound')
    .min(1, 'locationNotFound')
    .max(INT32_MAX, 'locationNotFound')
    .describe("The center's number in the company's systems (spec 3 `locationID`)."),
});

/** A center as the company's systems send it; the portal keeps what it is sent, whole (a `PUT`). */
export const centerRecordSchema = z.object({
  name: safeText(120).trim().min(1, 'badRequest').describe('The name donors see.'),
  addressLine1: safeText(200).trim().min(1, 'badRequest').describe('Street and number.'),
  city: safeText(100).trim().min(1, 'badRequest'),
  state: z
    .string('stateInvalid')
    .trim()
    .toUpperCase()
    .refine((code) => usStateCodes.has(code), 'stateInvalid')
    .describe('The US state, as its two-letter code.'),
  zipCode: zipCodeSchema,
  phone: phoneNumberSchema.describe('Digits only.'),
  timeZone: safeText(64)
    .refine(knownTimeZone, 'timeZoneInvalid')
    .describe('The IANA time zone of the center (for example `America/Chicago`); its hours are in this zone.'),
  marketingPageId: safeText(100)
    .trim()
    .min(1, 'badRequest')
    .nullable()
    .default(null)
    .describe("The center's page id on the marketing site."),
  bookingOpen: z.boolean('badRequest').default(true).describe('False: donors see the center but cannot book there.'),
});
export type CenterRecord = z.output<typeof centerRecordSchema>;

export const centerReplySchema = z.object({
  status: okStatus,
  /** False when the center already existed (HTTP 200 instead of 201). */
  created: z.boolean(),
  locationID: z.number().int(),
  /** False when what was sent is what the portal held: nothing was written. */
  changed: z.boolean(),
});

/** `PUT /api/ops/centers/{locationID}`: creates or updates a center (an API client allowed `centers` on it). */
export const putCenterRoute = defineRestRoute({
  method: 'PUT',
  url: '/api/ops/centers/:locationID',
  auth: 'apiClient',
  apiOperation: 'centers',
  auditAction: 'ops/putCenter',
  rateLimits: opsRateLimits,
  params: centerPathSchema,
  body: centerRecordSchema,
  reply: centerReplySchema,
  personalData: false,
});

/**
 * `PUT /api/ops/centers/{locationID}/schedule`: the center's chairs, weekly hours and closures, checked by the same
 * rules as the console's schedule editor and stored the same way.
 */
export const putCenterScheduleRoute = defineRestRoute({
  method: 'PUT',
  url: '/api/ops/centers/:locationID/schedule',
  auth: 'apiClient',
  apiOperation: 'centers',
  auditAction: 'ops/putCenterSchedule',
  rateLimits: opsRateLimits,
  params: centerPathSchema,
  body: centerScheduleSchema,
  reply: z.object({ status: okStatus, locationID: z.number().int(), schedule: centerScheduleSchema }),
  personalData: false,
});
