import { z } from 'zod';
import { screeningTestTypes } from '../../constants';
import { defineRestRoute, okStatus } from '../../gateway';
import { membershipTierNames } from '../../rewards/tiers';
import { donorNumberSchema } from '../../rules/fields';
import { positiveInt32, safeId } from '../../rules/safe-input';

/**
 * A visit as a center's system reports it (`POST /api/ops/visits`, `npm run ops -- record-visit`).
 * Field names follow spec 3 "Visit"; amounts are dollars with cents.
 */
export const visitRecordSchema = z
  .object({
    donorNumber: donorNumberSchema,
    locationID: positiveInt32(),
    visitNumber: safeId(32),
    checkinTS: z.iso.datetime({ offset: true }),
    checkoutTS: z.iso.datetime({ offset: true }).nullable().default(null),
    donated: z.boolean(),
    payments: z
      .array(z.object({ paymentDate: z.iso.datetime({ offset: true }), amount: z.number().nonnegative().max(10_000).multipleOf(0.01) }))
      .max(10)
      .default([]),
    screeningTests: z
      .array(z.object({ type: z.enum(screeningTestTypes), value: z.number().positive().max(9999) }))
      .max(screeningTestTypes.length)
      .default([]),
  })
  .refine((v) => v.checkoutTS === null || new Date(v.checkoutTS) >= new Date(v.checkinTS), {
    error: 'checkoutBeforeCheckin',
    path: ['checkoutTS'],
  })
  .refine((v) => new Set(v.screeningTests.map((t) => t.type)).size === v.screeningTests.length, {
    error: 'badRequest',
    path: ['screeningTests'],
  });

export type VisitRecord = z.output<typeof visitRecordSchema>;
export type VisitRecordInput = z.input<typeof visitRecordSchema>;

/** What a recorded visit answers; `created` is false (HTTP 200 instead of 201) when it was already known. */
export const recordVisitReplySchema = z.object({
  status: okStatus,
  created: z.boolean(),
  visitID: z.string(),
  pointsAwarded: z.number().int(),
  tier: z.enum(membershipTierNames).nullable(),
  referralCredited: z.boolean(),
});

/**
 * `POST /api/ops/visits` for the centers' own systems, authenticated by the operations key in the `X-Ops-Key`
 * header (not a donor token). Without `OPS_API_KEY` configured the route does not exist.
 */
export const recordVisitRoute = defineRestRoute({
  method: 'POST',
  url: '/api/ops/visits',
  auth: 'operations',
  body: visitRecordSchema,
  reply: recordVisitReplySchema,
  personalData: true,
});
