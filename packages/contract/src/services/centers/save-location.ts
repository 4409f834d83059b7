import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';
import { locationSummarySchema } from '../../entities/user';
import { positiveInt32 } from '../../rules/safe-input';

/** The donor's saved centers after a change, and the home center (`lastDonationLocationId`). */
export const savedLocationsReplySchema = z.object({
  status: okStatus,
  savedLocations: z.array(z.number().int()),
  lastDonationLocationId: z.number().int().nullable(),
  locations: z.array(locationSummarySchema),
});

/** Spec 4 "Donor status": pre-donors and referral-pending donors only; the saved center becomes the home center. */
export const saveLocation = defineService({
  serviceName: 'location',
  serviceType: 'saveLocation',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ locationId: positiveInt32('locationRequired') }),
  reply: savedLocationsReplySchema,
});
