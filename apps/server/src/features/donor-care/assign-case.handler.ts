import { eq } from 'drizzle-orm';
import { donorCareCases } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';
import { caseAssignees } from './case-assignees';
import { caseAudit, caseInScope } from './case-in-scope';

/** Gives the case to someone who may see it (donor care, an admin, or the center's staff while not escalated), or to nobody. */
export const assignCaseHandler: Handler<'cases/assign'> = async (ctx, params) => {
  const row = await caseInScope(ctx, params.caseId);
  if (params.assigneeId !== null) {
    const allowed = await caseAssignees(
      ctx.db,
      { centerId: row.submission.locationId, escalated: row.case.escalatedAt !== null },
      params.assigneeId,
    );
    if (allowed.length === 0) throw new ServiceError(400, 'caseAssigneeInvalid');
  }
  await ctx.db
    .update(donorCareCases)
    .set({ assigneeId: params.assigneeId, updatedAt: ctx.clock.now() })
    .where(eq(donorCareCases.id, row.case.id));
  ctx.audit({ ...caseAudit(row), before: { assigneeId: row.case.assigneeId }, after: { assigneeId: params.assigneeId } });
  return { status: 200 };
};
