import { z } from 'zod';
import { defineService } from '../../gateway';
import { savedLocationsReplySchema } from './save-location';
import { positiveInt32 } from '../../rules/safe-input';

/** Spec 4 "Donor status": the home center becomes the most recently saved one left, or null. */
export const deleteLocation = defineService({
  serviceName: 'location',
  serviceType: 'deleteLocation',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ locationId: positiveInt32('locationRequired') }),
  reply: savedLocationsReplySchema,
});
