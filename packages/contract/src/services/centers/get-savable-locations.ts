import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { locationSummarySchema } from '../../entities/user';
import { stateCodeSchema } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/** Centers a pre-donor or referral-pending donor may save, optionally narrowed to a state and city. */
export const getSavableLocations = defineService({
  serviceName: 'location',
  serviceType: 'getSavableLocations',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ state: stateCodeSchema.optional(), city: safeText(100).trim().optional() }),
  reply: z.object({ status: okStatus, locations: z.array(locationSummarySchema) }),
});
