import { z } from 'zod';
import { paymentKinds, screeningTestTypes, visitDeferralCodes } from '../constants';
import { ledgerDetailsSchema, ledgerKinds } from './rewards';

/** The roles that record, read and correct visits: center roles at their own centers, admins everywhere. */
export const visitStaffRoles = ['admin', 'center_manager', 'center_staff'] as const;

/** The editable facts of a visit as the console shows them (and as a correction's before/after records them). */
export const visitFactsSchema = z.object({
  checkinTS: z.string(),
  checkoutTS: z.string().nullable(),
  donated: z.boolean(),
  payments: z.array(z.object({ paymentDate: z.string(), amount: z.number(), kind: z.enum(paymentKinds).optional() })),
  screeningTests: z.array(z.object({ type: z.enum(screeningTestTypes), value: z.number() })),
  deferral: z.object({ code: z.enum(visitDeferralCodes), until: z.string().nullable() }).nullable(),
});
export type VisitFacts = z.infer<typeof visitFactsSchema>;

/** One row of the console's visits table. */
export const staffVisitRowSchema = z.object({
  visitID: z.string(),
  visitNumber: z.string(),
  donorNumber: z.string(),
  donorName: z.string(),
  locationID: z.number().int(),
  locationName: z.string(),
  locationTimezone: z.string(),
  checkinTS: z.string(),
  checkoutTS: z.string().nullable(),
  donated: z.boolean(),
  /** What the visit earns now: its donation, tier bonus and corrections. */
  points: z.number().int(),
  corrections: z.number().int(),
});
export type StaffVisitRow = z.infer<typeof staffVisitRowSchema>;

/** A visit's page in the console: who, where, the facts, the points entries it booked and its corrections. */
export const staffVisitSchema = staffVisitRowSchema.extend({
  donor: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  facts: visitFactsSchema,
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(ledgerKinds),
      points: z.number().int(),
      details: ledgerDetailsSchema,
      createdTS: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      correctionID: z.string(),
      at: z.string(),
      staffName: z.string(),
      note: z.string(),
      before: visitFactsSchema,
      after: visitFactsSchema,
      pointsChange: z.number().int(),
      shortfall: z.number().int(),
    }),
  ),
});
export type StaffVisit = z.infer<typeof staffVisitSchema>;
