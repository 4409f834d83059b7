import { z } from 'zod';
import { insightRoles } from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';
import { positiveInt32 } from '../../rules/safe-input';

const todayCenterSchema = z.object({
  locationID: z.number().int(),
  name: z.string(),
  /** The center's calendar day the figures are for. */
  day: z.string(),
  booked: z.number().int(),
  checkedIn: z.number().int(),
  /** Checked in, their visit not yet recorded. */
  waiting: z.number().int(),
  noShows: z.number().int(),
  visits: z.number().int(),
  donations: z.number().int(),
  /** Donors on the day's waitlist, still waiting or offered a chair. */
  waitlist: z.number().int(),
  /** Appointments by local hour against the chairs that hour offers (chairs × windows per hour). */
  hours: z.array(z.object({ hour: z.number().int(), booked: z.number().int(), capacity: z.number().int() })),
});

/** Today, live, at the caller's centers (each center's own day): appointments, check-ins, no-shows, donations, waitlist. */
export const getToday = defineService({
  serviceName: 'insights',
  serviceType: 'getToday',
  auth: { staff: insightRoles },
  kind: 'query',
  personalData: false,
  params: z.object({ locationID: positiveInt32('locationNotFound').nullable().default(null) }),
  reply: z.object({ status: okStatus, centers: z.array(todayCenterSchema) }),
});
