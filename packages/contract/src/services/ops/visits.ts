import { z } from 'zod';
import { paymentKinds, screeningTestTypes, visitDeferralCodes, visitPaymentsMax } from '../../constants';
import { defineRestRoute, okStatus } from '../../gateway';
import { membershipTierNames } from '../../rewards/tiers';
import { donorNumberSchema } from '../../rules/fields';
import { positiveInt32, safeId } from '../../rules/safe-input';
import { opsRateLimits } from './ops-limits';

/** A deferral decided at the visit: the reason (an education topic) and the first day the donor may donate again (null: permanent). */
export const visitDeferralSchema = z.object({
  code: z.enum(visitDeferralCodes, 'badRequest'),
  until: z.iso.date('deferralUntilInvalid').nullable(),
});
export type VisitDeferral = z.infer<typeof visitDeferralSchema>;

/** What happened at a visit, as recorded and as corrected: times, the donation's outcome, payments, vitals and a deferral. */
export const visitFactsShape = {
  checkinTS: z.iso.datetime({ offset: true, error: 'visitTimeInvalid' }),
  checkoutTS: z.iso.datetime({ offset: true, error: 'visitTimeInvalid' }).nullable().default(null),
  donated: z.boolean('badRequest'),
  payments: z
    .array(
      z.object({
        paymentDate: z.iso.datetime({ offset: true, error: 'visitTimeInvalid' }),
        amount: z.number('amountInvalid').nonnegative('amountInvalid').max(10_000, 'amountInvalid').multipleOf(0.01, 'amountInvalid'),
        /** What the payment was for, when the center says (issue 34); absent: donation compensation. */
        kind: z.enum(paymentKinds, 'paymentKindInvalid').optional(),
      }),
    )
    .max(visitPaymentsMax)
    .default([]),
  screeningTests: z
    .array(
      z.object({
        type: z.enum(screeningTestTypes, 'badRequest'),
        value: z.number('vitalInvalid').positive('vitalInvalid').max(9999, 'vitalInvalid'),
      }),
    )
    .max(screeningTestTypes.length)
    .default([]),
  deferral: visitDeferralSchema.nullable().default(null),
};

interface VisitFacts {
  checkinTS: string;
  checkoutTS: string | null;
  screeningTests: { type: string }[];
  deferral: VisitDeferral | null;
}

/** The rules between the facts' fields, shared by recording and correcting. */
export function withVisitFactRules<Schema extends z.ZodType<VisitFacts>>(schema: Schema): Schema {
  return schema
    .refine((v) => v.checkoutTS === null || new Date(v.checkoutTS) >= new Date(v.checkinTS), {
      error: 'checkoutBeforeCheckin',
      path: ['checkoutTS'],
    })
    .refine((v) => new Set(v.screeningTests.map((t) => t.type)).size === v.screeningTests.length, {
      error: 'badRequest',
      path: ['screeningTests'],
    })
    .refine((v) => v.deferral?.until == null || v.deferral.until > v.checkinTS.slice(0, 10), {
      error: 'deferralUntilInvalid',
      path: ['deferral', 'until'],
    });
}

/**
 * A visit as a center's system reports it (`POST /api/ops/visits`, `npm run ops -- record-visit`) and as staff record it
 * in the console (`staffVisits/recordVisit`). Field names follow spec 3 "Visit"; amounts are dollars with cents.
 */
export const visitRecordSchema = withVisitFactRules(
  z.object({
    donorNumber: donorNumberSchema,
    locationID: positiveInt32('locationNotFound'),
    visitNumber: safeId(32, 'visitNumberInvalid'),
    ...visitFactsShape,
  }),
);

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
 * `POST /api/ops/visits` for the centers' own systems: an API client allowed `visits` on the visit's center
 * (`Authorization: Bearer <secret>`; the deprecated `OPS_API_KEY` until a first client exists). 201 when new, 200
 * when already recorded.
 */
export const recordVisitRoute = defineRestRoute({
  method: 'POST',
  url: '/api/ops/visits',
  auth: 'apiClient',
  apiOperation: 'visits',
  auditAction: 'ops/recordVisit',
  rateLimits: opsRateLimits,
  body: visitRecordSchema,
  reply: recordVisitReplySchema,
  personalData: true,
});
