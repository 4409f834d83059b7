import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { positiveInt32 } from '../../rules/safe-input';

/** `/googlereview/...` and `/locationreview/...`: the center's review page, from data; null when it has none. */
export const getReviewLink = defineService({
  serviceName: 'location',
  serviceType: 'getReviewLink',
  auth: 'public',
  kind: 'query',
  personalData: false,
  params: z.object({ locationId: positiveInt32() }),
  reply: z.object({ status: okStatus, url: z.string().nullable(), centerName: z.string().nullable() }),
});
