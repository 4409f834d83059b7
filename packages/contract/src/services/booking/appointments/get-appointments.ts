import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';
import { appointmentViewSchema } from './appointment-view';

/** The donor's upcoming appointments (soonest first) and past ones (newest first, the last 20). */
export const getAppointments = defineService({
  serviceName: 'appointment',
  serviceType: 'getAppointments',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, upcoming: z.array(appointmentViewSchema), past: z.array(appointmentViewSchema) }),
});
