import { and, eq } from 'drizzle-orm';
import { donorCareCases, donorCareSubmissions } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import type { StaffContext } from '../../service-context';
import { caseScope } from './case-scope';

/** A case and its request, loaded only when it is in the caller's scope: otherwise 404, never the row. */
export async function caseInScope(ctx: StaffContext, caseId: string) {
  const [row] = await ctx.db
    .select({ case: donorCareCases, submission: donorCareSubmissions })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .where(and(eq(donorCareCases.id, caseId), caseScope(ctx.staff)));
  if (!row) throw new ServiceError(404, 'caseNotFound');
  return row;
}

/** What the audit trail names for a case: the case, and the donor behind it when there is one. */
export function caseAudit(row: Awaited<ReturnType<typeof caseInScope>>) {
  return {
    objectType: 'donorCareCase',
    objectId: row.case.id,
    ...(row.submission.donorId ? { donorId: row.submission.donorId } : {}),
  };
}
