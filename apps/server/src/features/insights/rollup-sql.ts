import { sql, type SQL } from 'drizzle-orm';

/** A center and a span of its local days (both ends included), in its time zone. */
export interface CenterSpan {
  locationId: number;
  timezone: string;
  from: string;
  to: string;
}

/** The spans as a `values` list: the rows each figure is computed for. */
function spansValues(spans: readonly CenterSpan[]): SQL {
  return sql.join(
    spans.map((s) => sql`(${s.locationId}::int, ${s.timezone}::text, ${s.from}::date, ${s.to}::date)`),
    sql`, `,
  );
}

/** The tables a span's rows are read from: each has `location_id` and a time indexed with it; its alias in `where`. */
const spanTables = {
  visits: { at: 'checkin_at', alias: 'v' },
  appointments: { at: 'starts_at', alias: 'a' },
  waitlist_offers: { at: 'starts_at', alias: 'o' },
} as const;

/**
 * The spans' rows of a table (every column), each with its center's local `day` and zone `tz`: a range scan of the
 * table's (location, time) index per span. The `offset 0` keeps the lateral subquery from being flattened into a join
 * the planner would cost by its default range selectivity: for today at twenty centers it chose a parallel sequential
 * scan of every visit (1.3 s at a million, decision 064).
 */
export function spanRows(spans: readonly CenterSpan[], table: keyof typeof spanTables, where: SQL = sql`true`): SQL {
  const { at: time, alias } = spanTables[table];
  const row = sql.raw(alias);
  const at = sql.raw(`${alias}.${time}`);
  return sql`
    with span (location_id, tz, from_day, to_day) as (values ${spansValues(spans)})
    select ${row}.*, (${at} at time zone span.tz)::date::text as day, span.tz
    from span
    cross join lateral (
      select ${row}.* from ${sql.identifier(table)} ${row}
      where ${row}.location_id = span.location_id
        and ${at} >= (span.from_day::timestamp at time zone span.tz)
        and ${at} < ((span.to_day + 1)::timestamp at time zone span.tz)
        and ${where}
      offset 0
    ) ${row}`;
}

/** The spans' visits (`v` in `where`) by `visits_location_checkin_idx`. */
export const spanVisits = (spans: readonly CenterSpan[], where?: SQL): SQL => spanRows(spans, 'visits', where);

/**
 * One row per center and local day with a visit: visits, donations, first donations (the donor's first anywhere),
 * deferrals (visits without a donation) and cents paid, over `spanVisits`. A returning donor is told from her earlier
 * donation in `visits_donor_donated_idx` alone, without reading its row (a random heap block for each of a busy day's
 * visits otherwise); only a donation at the same moment is read to order the two by id.
 */
export function centerDaysQuery(spans: readonly CenterSpan[]): SQL {
  return sql`
    select v.location_id, v.day,
      count(*)::int as visits,
      (count(*) filter (where v.donated))::int as donations,
      (count(*) filter (where v.donated
        and not exists (select 1 from visits p where p.donor_id = v.donor_id and p.donated and p.checkin_at < v.checkin_at)
        and not exists (select 1 from visits p where p.donor_id = v.donor_id and p.donated and p.checkin_at = v.checkin_at
                          and p.id < v.id)))::int as first_donations,
      (count(*) filter (where not v.donated))::int as deferrals,
      coalesce(sum(pay.cents), 0)::bigint as paid_cents
    from (${spanVisits(spans)}) v
    left join lateral (select sum(amount_cents) as cents from visit_payments where visit_id = v.id) pay on true
    group by 1, 2`;
}

/**
 * The funnel's rows: for each center and local day of first donations, the donors by the local day of their second
 * donation (null: none yet). Only donors with a donation in the span whose earliest donation is not before it are read
 * (that earliest from `visits_donor_donated_idx` alone, a subquery per donor, so a busy day's returning donors cost no
 * row), each one's first two donations from the same index, as one row (a lateral read: joined, the planner hashed the
 * donors against a sequential scan of every visit, 1.4 s for one center's day at ten million visits and past the 5 s
 * timeout for twenty).
 */
export function firstDonationsQuery(spans: readonly CenterSpan[]): SQL {
  return sql`
    with span (location_id, tz, from_day, to_day) as (values ${spansValues(spans)}),
    candidates as (
      select distinct v.donor_id from span
      join visits v on v.location_id = span.location_id and v.donated
        and v.checkin_at >= (span.from_day::timestamp at time zone span.tz)
        and v.checkin_at < ((span.to_day + 1)::timestamp at time zone span.tz)
      where (select p.checkin_at from visits p where p.donor_id = v.donor_id and p.donated order by p.checkin_at limit 1)
        >= (span.from_day::timestamp at time zone span.tz)
    ),
    firsts as (
      select t.location_id, t.first_at, t.second_at
      from candidates c cross join lateral (
        select v.location_id, v.checkin_at as first_at, lead(v.checkin_at) over (order by v.checkin_at, v.id) as second_at
        from (select v.location_id, v.checkin_at, v.id from visits v where v.donor_id = c.donor_id and v.donated
              order by v.checkin_at, v.id limit 2) v
        order by v.checkin_at, v.id limit 1
      ) t
    )
    select f.location_id, (f.first_at at time zone span.tz)::date::text as first_day,
      (f.second_at at time zone span.tz)::date::text as second_day, count(*)::int as donors
    from firsts f
    join span on span.location_id = f.location_id
      and f.first_at >= (span.from_day::timestamp at time zone span.tz)
      and f.first_at < ((span.to_day + 1)::timestamp at time zone span.tz)
    group by 1, 2, 3`;
}

export interface CenterDayRow {
  location_id: number;
  day: string;
  visits: number;
  donations: number;
  first_donations: number;
  deferrals: number;
  paid_cents: number | string;
}

export interface FirstDonationRow {
  location_id: number;
  first_day: string;
  second_day: string | null;
  donors: number;
}
