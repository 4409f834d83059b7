import { openCaseStatuses } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { donorCareCaseMessages, donorCareCases, donorCareSubmissions } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

/**
 * The donor answers one of their cases while it is open. Another donor's case is 404, a resolved or closed one 409;
 * a case waiting on the donor goes back to the care team.
 */
export const replyToCaseHandler: Handler<'donorCare/replyToCase'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ id: donorCareCases.id, status: donorCareCases.status })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .where(and(eq(donorCareCases.id, params.caseId), eq(donorCareSubmissions.donorId, ctx.session.donorId)));
  if (!row) throw new ServiceError(404, 'caseNotFound');
  if (!openCaseStatuses.includes(row.status)) throw new ServiceError(409, 'caseClosedForReplies');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(donorCareCaseMessages).values({ caseId: row.id, kind: 'reply', author: 'donor', body: params.body, createdAt: now });
    await tx
      .update(donorCareCases)
      .set({ updatedAt: now, ...(row.status === 'waiting_on_donor' ? { status: 'in_progress' as const } : {}) })
      .where(eq(donorCareCases.id, row.id));
  });
  return { status: 200 };
};
