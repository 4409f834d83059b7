import { z } from 'zod';
import { defineService } from '../../gateway';
import { savedLocationsReplySchema } from './save-location';

/** Spec 4 "Donor status": the home center becomes the most recently saved one left, or null. */
export const deleteLocation = defineService({
  serviceName: 'location',
  serviceType: 'deleteLocation',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({ locationId: z.number('locationRequired').int('locationRequired').positive('locationRequired') }),
  reply: savedLocationsReplySchema,
});
