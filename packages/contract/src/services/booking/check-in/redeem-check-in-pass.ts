import { z } from 'zod';
import { centerDayRoles } from '../../../entities/booking';
import { defineService, okStatus } from '../../../gateway';
import { positiveInt32, safeId } from '../../../rules/safe-input';
import { centerDayAppointmentSchema } from '../schedule/get-center-day';

/**
 * Staff scan or type a donor's check-in pass in the center's day view: the pass must be signed by the portal, of today,
 * for this center (one of the caller's) and not used before; the appointment becomes `checked_in` (audited).
 * Refusals are 409 with the reason in the caller's language.
 */
export const redeemCheckInPass = defineService({
  serviceName: 'appointment',
  serviceType: 'redeemCheckInPass',
  auth: { staff: centerDayRoles },
  kind: 'mutation',
  personalData: true,
  params: z.object({
    locationID: positiveInt32('locationNotFound'),
    /** What the QR code holds, or the short code typed by hand. */
    pass: safeId(400, 'checkInPassInvalid'),
  }),
  reply: z.object({ status: okStatus, appointment: centerDayAppointmentSchema }),
});
