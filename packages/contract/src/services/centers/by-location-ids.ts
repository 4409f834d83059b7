import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { locationSummarySchema } from '../../entities/user';

/** Centers by id (spec 7 `location/bylocationids`), e.g. the donor's home center in the top bar. */
export const byLocationIds = defineService({
  serviceName: 'location',
  serviceType: 'bylocationids',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({
    locationids: z.array(z.number().int().positive()).min(1).max(50),
  }),
  reply: z.object({
    status: okStatus,
    locations: z.array(locationSummarySchema),
  }),
});
