import { z } from 'zod';
import { defineService, okStatus } from '../../../gateway';
import { safeText } from '../../../rules/safe-input';
import { auditFiltersSchema } from './audit-filters';

/** Rows of one export call: a big export is many calls, so neither side ever holds more than this at once. */
export const AUDIT_EXPORT_CHUNK_ROWS = 1000;

/**
 * The audit rows a search finds, as CSV, newest first, in chunks of `AUDIT_EXPORT_CHUNK_ROWS`: the first chunk
 * starts with the header line; `nextCursor` asks for the next one (null after the last). Each call is audited.
 */
export const exportAudit = defineService({
  serviceName: 'staff',
  serviceType: 'exportAudit',
  auth: { staff: ['admin'] },
  kind: 'query',
  personalData: true,
  auditRead: true,
  params: z.object({ filters: auditFiltersSchema.default({}), cursor: safeText(200).optional() }),
  reply: z.object({ status: okStatus, csv: z.string(), rows: z.number().int(), nextCursor: z.string().nullable() }),
});
