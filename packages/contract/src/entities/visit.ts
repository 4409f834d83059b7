import { z } from 'zod';
import { screeningTestTypes } from '../constants';

/** Spec 3 "Visit". Times are ISO instants; `visitDate` is the calendar day at the center (YYYY-MM-DD). */
export const visitSchema = z.object({
  visitID: z.string(),
  visitNumber: z.string(),
  visitDate: z.string(),
  locationID: z.number().int(),
  locationName: z.string(),
  /** The center's time zone, so check-in times read as the donor lived them. */
  locationTimezone: z.string(),
  checkinTS: z.string(),
  checkoutTS: z.string().nullable(),
  payments: z.array(z.object({ paymentDate: z.string(), amount: z.number() })),
  screeningTests: z.array(z.object({ type: z.enum(screeningTestTypes), value: z.number() })),
  feedback: z.boolean(),
});
export type Visit = z.infer<typeof visitSchema>;
