import { z } from 'zod';
import { defineService, okStatus } from '../../gateway';

/**
 * A screen view (spec 7). Stored with the donor id and status only; coordinates, when the donor allowed
 * them, are rounded to one decimal (about 10 km). `additionalInfo` is a short tag, never free text.
 */
export const componentMount = defineService({
  serviceName: 'analytics',
  serviceType: 'componentMount',
  auth: 'donor',
  kind: 'mutation',
  personalData: true,
  params: z.object({
    mountedComponent: z
      .string()
      .trim()
      .regex(/^[A-Za-z][\w-]{0,63}$/),
    timezone: z
      .string()
      .trim()
      .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/)
      .max(64)
      .optional(),
    additionalInfo: z
      .string()
      .trim()
      .regex(/^[\w .:/-]{0,100}$/)
      .optional(),
    coords: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  }),
  reply: z.object({ status: okStatus }),
});
