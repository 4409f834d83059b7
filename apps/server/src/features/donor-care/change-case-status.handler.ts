import { eq } from 'drizzle-orm';
import { donorCareCases } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { caseAudit, caseInScope } from './case-in-scope';
import { recordCaseResolution, resolvedAtFor } from './case-status';

/** Moves a case to a status; the audit row keeps the one before. */
export const changeCaseStatusHandler: Handler<'cases/changeStatus'> = async (ctx, params) => {
  const row = await caseInScope(ctx, params.caseId);
  const now = ctx.clock.now();
  await ctx.db
    .update(donorCareCases)
    .set({ status: params.status, resolvedAt: resolvedAtFor(params.status, row.case.resolvedAt, now), updatedAt: now })
    .where(eq(donorCareCases.id, row.case.id));
  await recordCaseResolution(ctx.db, now, row, params.status);
  ctx.audit({ ...caseAudit(row), before: { status: row.case.status }, after: { status: params.status } });
  return { status: 200 };
};
