import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { waitlistEntryViewSchema } from './waitlist-view';

/** Takes the donor off a waitlist; a chair held for her goes to the next donor. Leaving twice answers the same. */
export const leaveWaitlist = defineService({
  serviceName: 'appointment',
  serviceType: 'leaveWaitlist',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ entryID: z.uuid() }),
  reply: z.object({ status: okStatus, entry: waitlistEntryViewSchema }),
});
