import { visitStaffRoles } from '../../entities/staff-visit';
import { defineService } from '../../gateway';
import { recordVisitReplySchema, visitRecordSchema } from '../ops/visits';

/**
 * Staff record a visit from the console through the same ingestion as `POST /api/ops/visits`: the same params, points,
 * tier bonus, notification and referral credit, idempotent by (center, visit number). The center must be one of the
 * caller's (404 otherwise).
 */
export const recordVisit = defineService({
  serviceName: 'staffVisits',
  serviceType: 'recordVisit',
  auth: { staff: visitStaffRoles },
  kind: 'mutation',
  personalData: true,
  params: visitRecordSchema,
  reply: recordVisitReplySchema,
});
