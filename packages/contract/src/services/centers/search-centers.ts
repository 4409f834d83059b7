import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { locationSummarySchema } from '../../entities/user';
import { stateCodeSchema } from '../../rules/account-fields';
import { safeText } from '../../rules/safe-input';

/**
 * 'Find Nearest Center' and the pre-donor's center picker (signed out): the cities of a state with
 * centers, and the centers there, each with its marketing page (`center/{locationID}`, spec 2.4).
 */
export const searchCenters = defineService({
  serviceName: 'location',
  serviceType: 'searchCenters',
  auth: 'public',
  kind: 'query',
  personalData: false,
  params: z.object({ state: stateCodeSchema, city: safeText(100).trim().optional() }),
  reply: z.object({
    status: okStatus,
    cities: z.array(z.string()),
    /** `timezone`: the center's IANA zone, in which its days are counted (a donor-care event may not be after today there). */
    locations: z.array(locationSummarySchema.extend({ pageSlug: z.string(), timezone: z.string() })),
  }),
});
