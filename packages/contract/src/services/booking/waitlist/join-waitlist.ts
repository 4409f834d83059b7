import { z } from 'zod';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';
import { waitlistEntryViewSchema } from './waitlist-view';

/**
 * Puts the donor on a center's waitlist for one of its days, when every window she could take that day is full.
 * Joining the same day again answers the same entry.
 */
export const joinWaitlist = defineService({
  serviceName: 'appointment',
  serviceType: 'joinWaitlist',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  rateLimits: [{ scope: 'donor', windowMs: 60 * 60 * 1000, budget: 60 }],
  params: z.object({ locationID: positiveInt32('locationNotFound'), date: z.iso.date() }),
  reply: z.object({ status: okStatus, entry: waitlistEntryViewSchema }),
});
