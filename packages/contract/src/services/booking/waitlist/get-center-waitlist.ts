import { z } from 'zod';
import { centerDayRoles, waitlistStatuses } from '../../../entities/booking';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';

export const centerWaitlistEntrySchema = z.object({
  id: z.string(),
  /** Place in line among those still waiting or offered (1 = next), null for the others. */
  position: z.number().int().nullable(),
  status: z.enum(waitlistStatuses),
  joinedAt: z.iso.datetime({ offset: true }),
  donorNumber: z.string(),
  donorName: z.string(),
  /** The window held for the donor and when the hold ends, while an offer is open. */
  offerStart: z.string().nullable(),
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CenterWaitlistEntry = z.infer<typeof centerWaitlistEntrySchema>;

/** A center's waitlist for one day, in the order chairs are offered (a read of donors' data: audited). */
export const getCenterWaitlist = defineService({
  serviceName: 'appointment',
  serviceType: 'getCenterWaitlist',
  auth: { staff: centerDayRoles },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ locationID: positiveInt32('locationNotFound'), day: z.iso.date() }),
  reply: z.object({ status: okStatus, entries: z.array(centerWaitlistEntrySchema) }),
});
