import type { CaseStatus } from '@portal/contract';
import { and, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { donorCareCases } from '../../db/schema/index';

/** The statuses in which the care team owes the donor something: a case waiting on the donor is not late. */
const runningStatuses: CaseStatus[] = ['new', 'in_progress'];

interface CaseTimes {
  status: CaseStatus;
  firstRespondedAt: Date | null;
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
}

/** Past the first-response target without an answer, or past the resolution target, while the care team owes the next step. */
export function isOverdue(row: CaseTimes, now: Date): boolean {
  if (!runningStatuses.includes(row.status)) return false;
  return (row.firstRespondedAt === null && row.firstResponseDueAt < now) || row.resolutionDueAt < now;
}

/** The same rule as a query condition (the queue's filter and the dashboard's count). */
export function overdueCondition(now: Date): SQL {
  return and(
    inArray(donorCareCases.status, runningStatuses),
    or(and(isNull(donorCareCases.firstRespondedAt), lt(donorCareCases.firstResponseDueAt, now)), lt(donorCareCases.resolutionDueAt, now)),
  ) as SQL;
}
