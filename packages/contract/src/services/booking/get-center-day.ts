import { z } from 'zod';
import { appointmentStatuses } from '../../entities/booking';
import { positiveInt32 } from '../../rules/safe-input';
import { defineService, okStatus } from '../../gateway';

/** A center's appointments of one day, by time, for the console's day view (a read of donors' data: audited). */
export const getCenterDay = defineService({
  serviceName: 'appointment',
  serviceType: 'getCenterDay',
  auth: { staff: ['admin', 'center_manager', 'center_staff'] },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ locationID: positiveInt32('locationNotFound'), day: z.iso.date() }),
  reply: z.object({
    status: okStatus,
    timeZone: z.string(),
    appointments: z.array(
      z.object({
        id: z.string(),
        start: z.string(),
        end: z.string(),
        status: z.enum(appointmentStatuses),
        firstDonation: z.boolean(),
        donorNumber: z.string(),
        donorName: z.string(),
      }),
    ),
  }),
});
