import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { closesAt } from '../../domain/account-closure';
import type { Handler } from '../../service-context';

/** Issue 34: the pending closings, oldest first (the gateway audits the read). */
export const getClosureRequestsHandler: Handler<'staff/getClosureRequests'> = async (ctx) => {
  const rows = await ctx.db
    .select({
      donorId: donors.id,
      donorNumber: donors.donorNumber,
      firstName: donors.firstName,
      lastName: donors.lastName,
      requestedAt: donors.closureRequestedAt,
    })
    .from(donors)
    .where(and(isNotNull(donors.closureRequestedAt), isNull(donors.closedAt)))
    .orderBy(asc(donors.closureRequestedAt));
  ctx.audit({ objectType: 'donor', objectId: 'closure-requests' });
  return {
    status: 200,
    requests: rows.flatMap((row) =>
      row.requestedAt
        ? [
            {
              donorId: row.donorId,
              donorNumber: row.donorNumber,
              name: `${row.firstName} ${row.lastName}`,
              requestedAt: row.requestedAt.toISOString(),
              closesAt: closesAt(row.requestedAt).toISOString(),
            },
          ]
        : [],
    ),
  };
};
