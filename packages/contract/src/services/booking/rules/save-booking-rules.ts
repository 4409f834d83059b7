import { z } from 'zod';
import { bookingRulesSchema } from '../../../entities/booking';
import { defineService, okStatus } from '../../../gateway';

/** Admins change the company's booking rules (audited with before and after). */
export const saveBookingRules = defineService({
  serviceName: 'appointment',
  serviceType: 'saveBookingRules',
  auth: { staff: ['admin'] },
  kind: 'mutation',
  personalData: false,
  params: z.object({ rules: bookingRulesSchema }),
  reply: z.object({ status: okStatus, rules: bookingRulesSchema }),
});
