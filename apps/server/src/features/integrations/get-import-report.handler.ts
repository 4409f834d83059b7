import { importReport } from '../../domain/import-report';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Any client's import, for admins, with a page of its refused lines in the admin's language. */
export const getImportReportHandler: Handler<'integrations/getImportReport'> = async (ctx, params) => {
  const report = await importReport(ctx.db, params.id, 'all', params, ctx.lang);
  if (!report) throw new ServiceError(404, 'importNotFound');
  return { status: 200, ...report };
};
