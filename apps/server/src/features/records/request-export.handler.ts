import { requestDataExport } from '../../domain/data-export';
import type { Handler } from '../../service-context';
import { EXPORT_JOB } from './records-jobs';

/** Issue 34: the request is stored, then the job engine is asked to prepare it at once (the minute's run is the fallback). */
export const requestExportHandler: Handler<'account/requestExport'> = async (ctx) => {
  const exportID = await requestDataExport(ctx.db, ctx.session.donorId, ctx.clock.now());
  await ctx.jobs.trigger(EXPORT_JOB);
  return { status: 200, exportID };
};
