import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { centerRecordSchema } from '../../ops/centers';

/** A center as the console's Centers page shows and edits it. */
export const adminCenterSchema = z.object({
  locationID: z.number().int(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  marketingPageId: z.string().nullable(),
  bookingOpen: z.boolean(),
});
export type AdminCenter = z.infer<typeof adminCenterSchema>;

/** What an admin types for a center: the same fields, checked by the same schema, as the centers' systems send. */
export const adminCenterParamsSchema = z.object({
  locationID: z.number('locationNotFound').int('locationNotFound').min(1, 'locationNotFound').max(2_147_483_647, 'locationNotFound'),
  center: centerRecordSchema,
});

/** Admins list every center, by number. */
export const listCentersForAdmin = defineService({
  serviceName: 'location',
  serviceType: 'listCentersForAdmin',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, centers: z.array(adminCenterSchema) }),
});
