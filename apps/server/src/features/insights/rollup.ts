import { addDays } from '@portal/contract/rules/zoned-time';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db, type Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { reopenCampaigns, rollUpCampaigns } from './rollup-campaigns';
import { reopenRetentionMonths, rollUpRetentionMonths } from './retention-months';
import { bookingHoursQuery, offerDaysQuery } from './rollup-booking-sql';
import { deferralDaysQuery, visitMinutesQuery } from './rollup-detail-sql';
import { centerDaysQuery, firstDonationsQuery, type CenterSpan } from './rollup-sql';

/** The rollup's job on the engine's schedule (decision 051). */
export const INSIGHTS_ROLLUP_JOB = 'insights-rollup';

/** One run at a time on the whole database, whichever process runs it: runs never write a day twice over each other. */
const ROLLUP_LOCK = 35_046;

interface CenterMark {
  location_id: number;
  timezone: string;
  through_day: string | null;
  yesterday: string;
  first_day: string | null;
}

/** The daily rollup's tables (per center and local `day`): each one's columns after those two, and the query of its rows. */
const dailyTables: readonly { table: string; columns: readonly string[]; query: (spans: readonly CenterSpan[]) => SQL }[] = [
  { table: 'insight_center_days', columns: ['visits', 'donations', 'first_donations', 'deferrals', 'paid_cents'], query: centerDaysQuery },
  { table: 'insight_deferral_days', columns: ['code', 'deferrals'], query: deferralDaysQuery },
  { table: 'insight_visit_minutes', columns: ['hour', 'booked', 'minutes', 'visits'], query: visitMinutesQuery },
  {
    table: 'insight_booking_hours',
    columns: ['hour', 'lead_hours', 'appointments', 'due', 'no_shows', 'off_peak'],
    query: bookingHoursQuery,
  },
  { table: 'insight_offer_days', columns: ['offered', 'accepted'], query: offerDaysQuery },
];

/** Writes the rollup rows of the spans, replacing what they held. */
async function rollUp(tx: Tx, spans: readonly CenterSpan[]): Promise<void> {
  for (const span of spans) {
    for (const { table, columns, query } of dailyTables) {
      const named = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`delete from ${sql.identifier(table)} where location_id = ${span.locationId} and day between ${span.from}::date and ${span.to}::date`,
      );
      await tx.execute(sql`insert into ${sql.identifier(table)} (location_id, day, ${named})
        select location_id, day::date, ${named} from (${query([span])}) r`);
    }
    await tx.execute(
      sql`delete from insight_first_donations where location_id = ${span.locationId} and first_day between ${span.from}::date and ${span.to}::date`,
    );
    await tx.execute(sql`insert into insight_first_donations (location_id, first_day, second_day, donors)
      select location_id, first_day::date, second_day::date, donors from (${firstDonationsQuery([span])}) f`);
  }
}

/**
 * Rolls up every center's past days (its local days before today) not rolled up yet, and the days marked dirty by a
 * late change; today stays live. In one transaction under an advisory lock: a claimed dirty day is recomputed by the
 * statement after the claim, so it reads every change committed before the claim (decision 051).
 */
export async function rollUpInsights(deps: { db: Db; clock: Clock }): Promise<{ days: number; campaigns: number; months: number }> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const dirty = await rows<{ location_id: number; day: string; timezone: string }>(
      tx,
      sql`delete from insight_dirty_days d using locations l where l.id = d.location_id
          returning d.location_id, d.day::text as day, l.timezone`,
    );
    await reopenCampaigns(tx, dirty);
    await reopenRetentionMonths(tx, dirty);
    await rollUp(
      tx,
      dirty.map((d) => ({ locationId: d.location_id, timezone: d.timezone, from: d.day, to: d.day })),
    );
    const marks = await rows<CenterMark>(
      tx,
      sql`select l.id as location_id, l.timezone, m.through_day::text as through_day,
            ((${now}::timestamptz at time zone l.timezone)::date - 1)::text as yesterday,
            (select (min(f.at) at time zone l.timezone)::date::text from (
               select min(checkin_at) as at from visits where location_id = l.id
               union all select min(starts_at) from appointments where location_id = l.id
               union all select min(starts_at) from waitlist_offers where location_id = l.id) f) as first_day
          from locations l left join insight_rollup_marks m on m.location_id = l.id`,
    );
    const spans: CenterSpan[] = [];
    for (const mark of marks) {
      const from = mark.through_day ? addDays(mark.through_day, 1) : (mark.first_day ?? mark.yesterday);
      if (from <= mark.yesterday) spans.push({ locationId: mark.location_id, timezone: mark.timezone, from, to: mark.yesterday });
      await tx.execute(sql`insert into insight_rollup_marks (location_id, through_day) values (${mark.location_id}, ${mark.yesterday}::date)
        on conflict (location_id) do update set through_day = greatest(insight_rollup_marks.through_day, excluded.through_day)`);
    }
    await rollUp(tx, spans);
    const campaigns = await rollUpCampaigns(tx, now);
    const months = await rollUpRetentionMonths(tx);
    return { days: dirty.length + spans.reduce((n, s) => n + daysIn(s), 0), campaigns, months };
  });
}

function daysIn(span: CenterSpan): number {
  return Math.round((Date.parse(span.to) - Date.parse(span.from)) / 86_400_000) + 1;
}
