import { formatCaseNumber } from '@portal/contract';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { donorCareCases, donorCareSubmissions, locations, staffMembers } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { caseScope } from './case-scope';
import { isOverdue, overdueCondition } from './overdue';

const sortColumns = {
  createdAt: donorCareCases.createdAt,
  updatedAt: donorCareCases.updatedAt,
  number: donorCareCases.number,
  status: donorCareCases.status,
  resolutionDueAt: donorCareCases.resolutionDueAt,
} as const;

/** The queue: the caller's scope and the filters in one `where`, counted and paged in the database. */
export const getCaseQueueHandler: Handler<'cases/getQueue'> = async (ctx, params) => {
  const now = ctx.clock.now();
  const assignee =
    params.assignee === undefined
      ? undefined
      : params.assignee === 'unassigned'
        ? isNull(donorCareCases.assigneeId)
        : eq(donorCareCases.assigneeId, params.assignee === 'me' ? ctx.staff.staffId : params.assignee);
  const filters: (SQL | undefined)[] = [
    caseScope(ctx.staff),
    params.status ? eq(donorCareCases.status, params.status) : undefined,
    params.centerId !== undefined ? eq(donorCareSubmissions.locationId, params.centerId) : undefined,
    assignee,
    params.overdue === true ? overdueCondition(now) : params.overdue === false ? sql`not (${overdueCondition(now)})` : undefined,
  ];
  const where = and(...filters);
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .where(where);
  const order = params.direction === 'asc' ? asc : desc;
  const rows = await ctx.db
    .select({
      case: donorCareCases,
      subject: donorCareSubmissions.subject,
      firstName: donorCareSubmissions.firstName,
      lastName: donorCareSubmissions.lastName,
      centerId: locations.id,
      centerName: locations.name,
      assigneeName: staffMembers.displayName,
    })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .leftJoin(locations, eq(locations.id, donorCareSubmissions.locationId))
    .leftJoin(staffMembers, eq(staffMembers.id, donorCareCases.assigneeId))
    .where(where)
    .orderBy(order(sortColumns[params.sort]), order(donorCareCases.number))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);

  // The filters' choices: the centers and assignees of the cases the caller may see.
  const centers = await ctx.db
    .selectDistinct({ id: locations.id, name: locations.name })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .innerJoin(locations, eq(locations.id, donorCareSubmissions.locationId))
    .where(caseScope(ctx.staff))
    .orderBy(asc(locations.name));
  const assignees = await ctx.db
    .selectDistinct({ id: staffMembers.id, name: staffMembers.displayName })
    .from(donorCareCases)
    .innerJoin(donorCareSubmissions, eq(donorCareSubmissions.id, donorCareCases.submissionId))
    .innerJoin(staffMembers, eq(staffMembers.id, donorCareCases.assigneeId))
    .where(caseScope(ctx.staff))
    .orderBy(asc(staffMembers.displayName));

  return {
    status: 200,
    total: counted?.total ?? 0,
    page: params.page,
    pageSize: params.pageSize,
    cases: rows.map((r) => ({
      id: r.case.id,
      number: formatCaseNumber(r.case.number),
      status: r.case.status,
      subject: r.subject,
      contactName: `${r.firstName} ${r.lastName}`,
      center: r.centerId !== null && r.centerName !== null ? { id: r.centerId, name: r.centerName } : null,
      assignee: r.case.assigneeId !== null && r.assigneeName !== null ? { id: r.case.assigneeId, name: r.assigneeName } : null,
      escalated: r.case.escalatedAt !== null,
      overdue: isOverdue(r.case, now),
      createdAt: r.case.createdAt.toISOString(),
      updatedAt: r.case.updatedAt.toISOString(),
      firstResponseDueAt: r.case.firstResponseDueAt.toISOString(),
      resolutionDueAt: r.case.resolutionDueAt.toISOString(),
    })),
    centers,
    assignees,
  };
};
