import { z } from 'zod';
import { centerScheduleSchema } from '../../../entities/booking';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';

/** Replaces a center's weekly hours, closures and capacity (audited with before and after). */
export const saveCenterSchedule = defineService({
  serviceName: 'appointment',
  serviceType: 'saveCenterSchedule',
  auth: { staff: ['admin', 'center_manager'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ locationID: positiveInt32('locationNotFound'), schedule: centerScheduleSchema }),
  reply: z.object({ status: okStatus, schedule: centerScheduleSchema }),
});
