import { z } from 'zod';
import { staffVisitSchema, visitStaffRoles } from '../../entities/staff-visit';
import { defineService, okStatus } from '../../gateway';

/** One visit of the caller's centers with its donor, points entries and corrections (404 outside them); audited. */
export const getVisit = defineService({
  serviceName: 'staffVisits',
  serviceType: 'getVisit',
  auth: { staff: visitStaffRoles },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ visitID: z.uuid('visitNotFound') }),
  reply: z.object({ status: okStatus, visit: staffVisitSchema }),
});
