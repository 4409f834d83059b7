import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { waitlistEntryViewSchema } from './waitlist-view';

/** The donor's waitlist entries still waiting or offered a chair, soonest day first. */
export const getWaitlist = defineService({
  serviceName: 'appointment',
  serviceType: 'getWaitlist',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({}),
  reply: z.object({ status: okStatus, entries: z.array(waitlistEntryViewSchema) }),
});
