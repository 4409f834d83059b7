import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { languageSchema } from '../../../language-schema';

/**
 * One of the donor's booked (or checked-in) appointments as an iCalendar file (RFC 5545) the app offers as a download:
 * the times in UTC, the texts in the donor's language, the center's address. Another donor's appointment is 404.
 */
export const getCalendarFile = defineService({
  serviceName: 'appointment',
  serviceType: 'getCalendarFile',
  auth: 'donor',
  kind: 'query',
  personalData: true,
  params: z.object({ appointmentID: z.uuid(), lang: languageSchema.optional() }),
  reply: z.object({ status: okStatus, fileName: z.string(), content: z.string() }),
});
