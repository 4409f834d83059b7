import { z } from 'zod';
import { bookingRulesSchema } from '../../../entities/booking';
import { defineService, okStatus } from '../../../gateway';

export const getBookingRules = defineService({
  serviceName: 'appointment',
  serviceType: 'getBookingRules',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({ status: okStatus, rules: bookingRulesSchema }),
});
