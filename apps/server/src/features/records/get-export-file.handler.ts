import { and, eq, gt } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/** Only her own, ready and not expired: anything else is the same 404. */
export const getExportFileHandler: Handler<'account/getExportFile'> = async (ctx, params) => {
  const [row] = await ctx.db
    .select({ data: dataExports.data, readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(
      and(eq(dataExports.id, params.exportID), eq(dataExports.donorId, ctx.session.donorId), gt(dataExports.expiresAt, ctx.clock.now())),
    );
  if (!row?.data || !row.readyAt) throw new ServiceError(404, 'exportNotFound');
  return { status: 200, fileName: `my-data-${row.readyAt.toISOString().slice(0, 10)}.zip`, content: row.data.toString('base64') };
};
