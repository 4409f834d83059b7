import { z } from 'zod';
import { anyInsightRole, insightDashboards } from '../../entities/insights';
import { defineService, okStatus } from '../../gateway';
import { safeText } from '../../rules/safe-input';

/**
 * A dashboard's CSV export, recorded in the audit trail before the browser writes the file (issue 35); 403 for a
 * dashboard the caller's role does not read.
 */
export const recordExport = defineService({
  serviceName: 'insights',
  serviceType: 'recordExport',
  auth: { staff: anyInsightRole },
  kind: 'mutation',
  personalData: false,
  params: z.object({
    dashboard: z.enum(insightDashboards),
    chart: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/),
    rows: z.number().int().min(0).max(100_000),
    // Printable text only: no control or direction-changing characters, no lone surrogate (the audit trail's JSON).
    range: safeText(60).regex(/^[^\p{Cc}\p{Cf}]*$/u),
  }),
  reply: z.object({ status: okStatus }),
});
