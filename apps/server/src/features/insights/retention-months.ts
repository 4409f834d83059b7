import { sql } from 'drizzle-orm';
import { rows, type Db, type Tx } from '../../db/client';
import type { CenterRange } from './center-ranges';
import { centerRangesValues } from './range-sql';

export interface MonthRow {
  month: string;
  donations: number | string;
  donors: number | string;
}

/**
 * Retention's month chart (decision 076): donations and the donors who gave, per calendar month of each center's range
 * (a donor at two centers counted once). A month whole inside every range is read from `insight_retention_months` when
 * the caller reads every center (row 0) or one (its row) and the job has rolled it up; the other months are read live,
 * each center's range cut at its local months' first instants, so a donation's month is its segment's, and the donors
 * counted by hashing (month, donor) pairs (decision 071). The months from `snapshot.from` on are the snapshot's
 * (decision 078) when given.
 */
export async function readMonths(
  db: Db,
  centers: readonly CenterRange[],
  snapshot: { from: string; found: MonthRow[] } | null,
): Promise<MonthRow[]> {
  const ranges = centerRangesValues(centers);
  if (!ranges) return [];
  const before = snapshot ? sql`${snapshot.from}::date` : sql`'infinity'::date`;
  const [locations] = await rows<{ n: number }>(db, sql`select count(*)::int as n from locations`);
  const key = centers.length === locations?.n ? 0 : centers.length === 1 ? (centers[0]?.locationId ?? null) : null;
  const found = await rows<MonthRow>(
    db,
    sql`with ranges(location_id, first_day, last_day, zone) as (values ${ranges}),
        rolled as (
          select r.month, r.donations, r.donors from insight_retention_months r
           where r.location_id = ${key}::int and r.month < ${before}
             and not exists (select 1 from ranges x where x.first_day > r.month or (r.month + interval '1 month')::date > x.last_day + 1)
        ),
        segments as (
          select r.location_id, g.m::date as month,
                 (greatest(r.first_day, g.m::date)::timestamp at time zone r.zone) as from_at,
                 (least(r.last_day + 1, (g.m + interval '1 month')::date)::timestamp at time zone r.zone) as to_at
            from ranges r cross join lateral generate_series(date_trunc('month', r.first_day), r.last_day, interval '1 month') as g(m)
           where g.m::date not in (select month from rolled) and g.m::date < ${before}
        ),
        given as (
          select s.month, v.donor_id, count(*) as donations
            from segments s
            join visits v on v.location_id = s.location_id and v.donated and v.checkin_at >= s.from_at and v.checkin_at < s.to_at
           group by 1, 2
        ),
        months as (
          select month, sum(donations) as donations, count(*) as donors from given group by month
          union all
          select month, donations, donors from rolled where donations > 0
        )
        select to_char(month, 'YYYY-MM') as month, donations, donors from months order by months.month`,
  );
  return [...found, ...(snapshot?.found ?? [])];
}

/**
 * Removes the rolled-up months holding a claimed dirty day (at every center and over all: a donor's month may count at
 * both): the same run rolls them up again (decision 076).
 */
export async function reopenRetentionMonths(tx: Tx, dirty: readonly { day: string }[]): Promise<void> {
  if (dirty.length === 0) return;
  const days = sql.join(
    dirty.map((d) => sql`(${d.day}::date)`),
    sql`, `,
  );
  await tx.execute(
    sql`delete from insight_retention_months where month in (select date_trunc('month', d.day::timestamp)::date from (values ${days}) d(day))`,
  );
}

/**
 * Rolls up every month not rolled up yet whose last day every center has rolled up (a center's local month, in its own
 * calendar): its donations and donors per center, and over every center (row 0, written even when empty, so the month
 * is not read again). Returns how many months it wrote.
 */
export async function rollUpRetentionMonths(tx: Tx): Promise<number> {
  const due = await rows<{ month: string }>(
    tx,
    sql`with bounds as (
          select (select min(m.through_day) from locations l left join insight_rollup_marks m on m.location_id = l.id
                   having bool_and(m.through_day is not null)) as through_day,
                 (select min(f.at) from locations l
                   cross join lateral (select min(v.checkin_at) as at from visits v where v.location_id = l.id and v.donated) f) as first_at
        )
        select g.m::date::text as month
          from bounds b
         cross join lateral generate_series(date_trunc('month', b.first_at at time zone 'UTC') - interval '1 month',
                                            date_trunc('month', (b.through_day + 1)::timestamp) - interval '1 month', interval '1 month') as g(m)
         where b.through_day is not null and b.first_at is not null
           and not exists (select 1 from insight_retention_months r where r.location_id = 0 and r.month = g.m::date)`,
  );
  if (due.length === 0) return 0;
  const months = sql.join(
    due.map((d) => sql`(${d.month}::date)`),
    sql`, `,
  );
  await tx.execute(sql`with due(month) as (values ${months}),
      segments as (
        select l.id as location_id, d.month, (d.month::timestamp at time zone l.timezone) as from_at,
               ((d.month + interval '1 month')::timestamp at time zone l.timezone) as to_at
          from locations l cross join due d
      ),
      given as (
        select s.month, s.location_id, v.donor_id, count(*) as donations
          from segments s
          join visits v on v.location_id = s.location_id and v.donated and v.checkin_at >= s.from_at and v.checkin_at < s.to_at
         group by 1, 2, 3
      )
      insert into insight_retention_months (location_id, month, donations, donors)
      select 0, d.month, coalesce(a.donations, 0), coalesce(a.donors, 0)
        from due d
        left join (select month, sum(donations) as donations, count(distinct donor_id) as donors from given group by month) a
          on a.month = d.month
      union all
      select location_id, month, sum(donations), count(*) from given group by month, location_id`);
  return due.length;
}
