import { deferralReasons } from '@portal/contract/entities/insights';
import { visitDeferralCodes } from '@portal/contract/constants';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CenterRange } from './center-ranges';
import { centerRangesValues, percentOf } from './range-sql';

/**
 * The range's deferred visits (visits without a donation) by the visit's deferral code, or `unrecorded` when the center
 * gave none, each against the range's visits: one scan over `visits_location_checkin_idx` (each center's days in its
 * zone), the code over `donor_deferrals_visit_idx`. Read live, so a correction shows at once.
 */
export async function readDeferralReasons(db: Db, centers: readonly CenterRange[], visits: number) {
  const ranges = centerRangesValues(centers);
  const found = ranges
    ? await rows<{ reason: string; deferrals: number | string }>(
        db,
        sql`with ranges(location_id, first_day, last_day, zone) as (values ${ranges})
            select case when dd.code in (${sql.join(
              visitDeferralCodes.map((code) => sql`${code}`),
              sql`, `,
            )}) then dd.code else 'unrecorded' end as reason, count(*) as deferrals
              from ranges r
              join visits v on v.location_id = r.location_id and not v.donated
               and v.checkin_at >= (r.first_day::timestamp at time zone r.zone)
               and v.checkin_at < ((r.last_day + 1)::timestamp at time zone r.zone)
              left join donor_deferrals dd on dd.visit_id = v.id
             group by 1`,
      )
    : [];
  return deferralReasons.map((reason) => {
    const deferrals = Number(found.find((row) => row.reason === reason)?.deferrals ?? 0);
    return { reason, deferrals, percentOfVisits: percentOf(deferrals, visits) };
  });
}
