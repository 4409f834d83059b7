import { caseStatuses, dayInZone } from '@portal/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { donorCareCases, donorCareSubmissions } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { caseScope } from './case-scope';
import { overdueCondition } from './overdue';

/** Today's cases by status (today in the care team's zone) and the overdue count, within the caller's scope. */
export const getCaseDashboardHandler: Handler<'cases/getDashboard'> = async (ctx) => {
  const now = ctx.clock.now();
  const zone = ctx.config.careTimeZone;
  const today = dayInZone(now, zone);
  const byStatus = await ctx.db
    .select({ status: donorCareCases.status, count: count() })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .where(and(caseScope(ctx.staff), sql`(${donorCareCases.createdAt} at time zone ${zone})::date = ${today}::date`))
    .groupBy(donorCareCases.status);
  const [overdue] = await ctx.db
    .select({ count: count() })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .where(and(caseScope(ctx.staff), overdueCondition(now)));
  return {
    status: 200,
    today: caseStatuses.map((status) => ({ status, count: byStatus.find((row) => row.status === status)?.count ?? 0 })),
    overdue: overdue?.count ?? 0,
  };
};
