import { sql, type SQL } from 'drizzle-orm';
import { pointsLedger, visits } from '../../db/schema/index';
import { visitPointReasons } from '../../domain/visit-points';

/** What a visit earns now: its donation, tier bonus and correction entries (the wheel's prize aside). */
export const visitPointsSql: SQL<number> = sql<number>`(select coalesce(sum(${pointsLedger.points}), 0)::int from ${pointsLedger}
  where ${pointsLedger.visitId} = ${visits.id} and ${pointsLedger.details}->>'reason' in (${sql.join(
    visitPointReasons.map((r) => sql`${r}`),
    sql`, `,
  )}))`;
