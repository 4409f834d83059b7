import { z } from 'zod';
import { appointmentStatuses, centerDayRoles } from '../../../entities/booking';
import { positiveInt32 } from '../../../rules/safe-input';
import { defineService, okStatus } from '../../../gateway';

/** One appointment in the console's day view; times are ISO 8601 with the center's offset. */
export const centerDayAppointmentSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(appointmentStatuses),
  firstDonation: z.boolean(),
  donorNumber: z.string(),
  donorName: z.string(),
});
export type CenterDayAppointment = z.infer<typeof centerDayAppointmentSchema>;

/** A center's appointments of one day, by time, for the console's day view (a read of donors' data: audited). */
export const getCenterDay = defineService({
  serviceName: 'appointment',
  serviceType: 'getCenterDay',
  auth: { staff: centerDayRoles },
  kind: 'query',
  personalData: true,
  auditRead: true,
  /** Without a day: today at the center. */
  params: z.object({ locationID: positiveInt32('locationNotFound'), day: z.iso.date().optional() }),
  reply: z.object({
    status: okStatus,
    timeZone: z.string(),
    day: z.iso.date(),
    /** The center's calendar day today: only its booked appointments can be checked in or marked no-show. */
    today: z.iso.date(),
    appointments: z.array(centerDayAppointmentSchema),
  }),
});
