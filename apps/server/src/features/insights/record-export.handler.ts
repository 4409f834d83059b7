import { insightDashboardRoles } from '@portal/contract/entities/insights';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** A dashboard's CSV export, in the audit trail: which figures, how many rows, for which range (aggregates only). */
export const recordExportHandler: Handler<'insights/recordExport'> = async (ctx, params) => {
  if (!insightDashboardRoles[params.dashboard].includes(ctx.staff.role)) throw new ServiceError(403, 'staffRoleRefused');
  ctx.audit({
    objectType: 'dashboard',
    objectId: params.dashboard,
    after: { chart: params.chart, rows: params.rows, range: params.range },
  });
  return { status: 200 };
};
