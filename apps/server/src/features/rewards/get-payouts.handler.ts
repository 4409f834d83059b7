import { and, desc, eq, exists, inArray } from 'drizzle-orm';
import { dayInZone, LAST_VISITS_SHOWN } from '@portal/contract';
import { locations, visitPayments, visits } from '../../db/schema/index';
import type { Handler } from '../../service-context';

/** `/rewards/payout`: the last 20 visits with a payment, each payment in dollars. */
export const getPayoutsHandler: Handler<'reward/getPayouts'> = async (ctx) => {
  const rows = await ctx.db
    .select({
      id: visits.id,
      visitNumber: visits.visitNumber,
      checkinAt: visits.checkinAt,
      name: locations.name,
      timezone: locations.timezone,
    })
    .from(visits)
    .innerJoin(locations, eq(locations.id, visits.locationId))
    .where(
      and(eq(visits.donorId, ctx.session.donorId), exists(ctx.db.select().from(visitPayments).where(eq(visitPayments.visitId, visits.id)))),
    )
    .orderBy(desc(visits.checkinAt))
    .limit(LAST_VISITS_SHOWN);
  const payments = rows.length
    ? await ctx.db
        .select()
        .from(visitPayments)
        .where(
          inArray(
            visitPayments.visitId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(visitPayments.paidAt)
    : [];
  return {
    status: 200,
    visits: rows.map((row) => {
      const own = payments.filter((p) => p.visitId === row.id);
      return {
        visitID: row.id,
        visitNumber: row.visitNumber,
        visitDate: dayInZone(row.checkinAt, row.timezone),
        locationName: row.name,
        locationTimezone: row.timezone,
        payments: own.map((p) => ({ paymentDate: p.paidAt.toISOString(), amount: p.amountCents / 100 })),
        total: own.reduce((sum, p) => sum + p.amountCents, 0) / 100,
      };
    }),
  };
};
