import { and, eq, inArray } from 'drizzle-orm';
import { donorCareCaseMessages, donorCareCases, staffMembers } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { centerScopedRoles } from '../../domain/center-scope';
import { caseAudit, caseInScope } from './case-in-scope';

/**
 * Sends the case above the center: center roles no longer see it, and an assignee from the center lets go of it. The
 * reason is kept as an internal note. Escalating again keeps the first time.
 */
export const escalateCaseHandler: Handler<'cases/escalate'> = async (ctx, params) => {
  const row = await caseInScope(ctx, params.caseId);
  const { case: c } = row;
  const now = ctx.clock.now();
  const [centerAssignee] = c.assigneeId
    ? await ctx.db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.id, c.assigneeId), inArray(staffMembers.role, [...centerScopedRoles])))
    : [];
  const escalatedAt = c.escalatedAt ?? now;
  const assigneeId = centerAssignee ? null : c.assigneeId;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(donorCareCaseMessages)
      .values({ caseId: c.id, kind: 'note', author: 'staff', staffId: ctx.staff.staffId, body: params.reason, createdAt: now });
    await tx.update(donorCareCases).set({ escalatedAt, assigneeId, updatedAt: now }).where(eq(donorCareCases.id, c.id));
  });
  ctx.audit({
    ...caseAudit(row),
    before: { escalatedAt: c.escalatedAt?.toISOString() ?? null, assigneeId: c.assigneeId },
    after: { escalatedAt: escalatedAt.toISOString(), assigneeId, reason: params.reason },
  });
  return { status: 200 };
};
