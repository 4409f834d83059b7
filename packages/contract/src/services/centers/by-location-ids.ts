import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { locationSummarySchema } from '../../entities/user';
import { positiveInt32 } from '../../rules/safe-input';

/** Centers by id (spec 7 `location/bylocationids`), e.g. the donor's home center in the top bar. */
export const byLocationIds = defineService({
  serviceName: 'location',
  serviceType: 'bylocationids',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({
    locationids: z.array(positiveInt32()).min(1).max(50),
  }),
  reply: z.object({
    status: okStatus,
    locations: z.array(locationSummarySchema),
  }),
});
