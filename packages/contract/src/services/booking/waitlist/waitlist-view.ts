import { z } from 'zod';
import { waitlistStatuses } from '../../../entities/booking';

/** A chair offered to the donor from the waitlist, held for her until `expiresAt`. */
export const waitlistOfferViewSchema = z.object({
  /** The arrival window offered, ISO 8601 with the center's offset. */
  start: z.string(),
  end: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

/** One of the donor's waitlist entries: a center and day, and the open offer when a chair is held for her. */
export const waitlistEntryViewSchema = z.object({
  id: z.string(),
  locationID: z.number().int(),
  centerName: z.string(),
  timeZone: z.string(),
  /** YYYY-MM-DD at the center. */
  date: z.iso.date(),
  status: z.enum(waitlistStatuses),
  offer: waitlistOfferViewSchema.nullable(),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;
