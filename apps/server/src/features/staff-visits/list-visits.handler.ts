import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { donors, locations, visitCorrections, visits } from '../../db/schema/index';
import type { Handler } from '../../service-context';
import { centerScope } from '../../domain/center-scope';
import { visitSummaryColumns } from './scoped-visit';
import { visitPointsSql } from './visit-points-sql';

/** A visit's day at its own center, as the filters and the donor's history count days. */
const centerDay = sql`(${visits.checkinAt} at time zone ${locations.timezone})::date`;

/** A page of the visits of the caller's centers, sorted and filtered in the query. */
export const listVisitsHandler: Handler<'staffVisits/listVisits'> = async (ctx, params) => {
  const where = and(
    centerScope(ctx.staff, visits.locationId),
    params.from ? sql`${centerDay} >= ${params.from}::date` : undefined,
    params.to ? sql`${centerDay} <= ${params.to}::date` : undefined,
    params.donorNumber ? eq(donors.donorNumber, params.donorNumber) : undefined,
    params.locationID ? eq(visits.locationId, params.locationID) : undefined,
  );
  const sortColumn: Record<typeof params.sort, SQL | typeof visits.checkinAt> = {
    checkin: visits.checkinAt,
    donorNumber: sql`${donors.donorNumber}`,
    center: sql`${locations.name}`,
    points: visitPointsSql,
  };
  const order = params.direction === 'asc' ? asc : desc;
  const corrections = sql<number>`(select count(*)::int from ${visitCorrections} where ${visitCorrections.visitId} = ${visits.id})`;

  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ ...visitSummaryColumns, corrections })
      .from(visits)
      .innerJoin(donors, eq(donors.id, visits.donorId))
      .innerJoin(locations, eq(locations.id, visits.locationId))
      .where(where)
      .orderBy(order(sortColumn[params.sort]), order(visits.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    ctx.db
      .select({ n: count() })
      .from(visits)
      .innerJoin(donors, eq(donors.id, visits.donorId))
      .innerJoin(locations, eq(locations.id, visits.locationId))
      .where(where),
  ]);
  ctx.audit({
    objectType: 'visitList',
    objectId: [params.from, params.to, params.donorNumber, params.locationID].map((v) => v ?? '').join('|'),
  });
  return {
    status: 200,
    visits: rows.map(({ firstName, lastName, checkinAt, checkoutAt, points, corrections: n, ...row }) => ({
      ...row,
      donorName: `${firstName} ${lastName}`.trim(),
      checkinTS: checkinAt.toISOString(),
      checkoutTS: checkoutAt?.toISOString() ?? null,
      points: Number(points),
      corrections: Number(n),
    })),
    total: counted?.n ?? 0,
    page: params.page,
    pageSize: params.pageSize,
  };
};
