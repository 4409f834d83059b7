import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { dataExports } from '../../db/schema/index';
import type { Handler } from '../../service-context';

export const getExportsHandler: Handler<'account/getExports'> = async (ctx) => {
  const rows = await ctx.db
    .select({ id: dataExports.id, requestedAt: dataExports.requestedAt, readyAt: dataExports.readyAt, expiresAt: dataExports.expiresAt })
    .from(dataExports)
    .where(and(eq(dataExports.donorId, ctx.session.donorId), or(isNull(dataExports.expiresAt), gt(dataExports.expiresAt, ctx.clock.now()))))
    .orderBy(desc(dataExports.requestedAt));
  return {
    status: 200,
    exports: rows.map((row) => ({
      exportID: row.id,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
  };
};
