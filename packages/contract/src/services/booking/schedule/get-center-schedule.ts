import { z } from 'zod';
import { centerScheduleSchema } from '../../../entities/booking';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';

/** A center's booking set-up for the console; center roles see only their centers (404 otherwise). */
export const getCenterSchedule = defineService({
  serviceName: 'appointment',
  serviceType: 'getCenterSchedule',
  auth: { staff: ['admin', 'center_manager', 'center_staff'] },
  kind: 'query',
  personalData: false,
  params: z.object({ locationID: positiveInt32('locationNotFound') }),
  reply: z.object({
    status: okStatus,
    center: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
    schedule: centerScheduleSchema,
  }),
});
