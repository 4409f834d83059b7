import { z } from 'zod';
import { auditEntrySchema } from '../../../entities/staff';
import { defineService, okStatus } from '../../../gateway';
import { tablePageParams } from '../../../rules/table-paging';
import { auditFiltersSchema } from './audit-filters';

/**
 * Admins search the audit trail, newest first, one page at a time. Rows name donors and hold before/after values,
 * so each search is itself appended to the trail.
 */
export const searchAudit = defineService({
  serviceName: 'staff',
  serviceType: 'searchAudit',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ ...tablePageParams, filters: auditFiltersSchema.default({}) }),
  reply: z.object({ status: okStatus, total: z.number().int(), items: z.array(auditEntrySchema) }),
});
