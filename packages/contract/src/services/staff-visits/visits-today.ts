import { z } from 'zod';
import { visitStaffRoles } from '../../entities/staff-visit';
import { defineService, okStatus } from '../../gateway';

/** The console's dashboard card: visits recorded today (each center's own day) at the caller's centers. */
export const visitsToday = defineService({
  serviceName: 'staffVisits',
  serviceType: 'visitsToday',
  auth: { staff: visitStaffRoles },
  kind: 'query',
  personalData: false,
  params: z.object({}),
  reply: z.object({
    status: okStatus,
    total: z.number().int(),
    donations: z.number().int(),
    centers: z.array(z.object({ locationID: z.number().int(), name: z.string(), visits: z.number().int() })),
  }),
});
