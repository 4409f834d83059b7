import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Marks the dashboards' rolled-up days a change to a donor's visits touches (decision 051), in the transaction that
 * makes the change: the visit's own day at its center, and the days of the donor's first two donations (the funnel's
 * first and second, and which donation counts as a first). Days not rolled up yet need no mark: they are read live.
 * The upsert takes the day's row lock, so a rollup run that claims the day waits for this transaction and reads its
 * data; the marks are read `for share`, so a run moving a center's `through_day` past the day waits for it too.
 * A correction calls it before and after changing the visit (the old day and the new). The booking figures' days
 * (decision 066) are covered too: a visit completes only an appointment of its own center and local day.
 */
export async function markInsightDaysDirty(tx: Tx, input: { donorId: string; visitId: string; at: Date }): Promise<void> {
  await tx.execute(sql`
    insert into insight_dirty_days (location_id, day, marked_at)
    select d.location_id, d.day, ${input.at.toISOString()}::timestamptz
    from (
      select v.location_id, (v.checkin_at at time zone l.timezone)::date as day
        from visits v join locations l on l.id = v.location_id where v.id = ${input.visitId}
      union
      select f.location_id, (f.checkin_at at time zone l.timezone)::date
        from (select location_id, checkin_at from visits where donor_id = ${input.donorId} and donated
              order by checkin_at, id limit 2) f
        join locations l on l.id = f.location_id
    ) d
    join (select location_id, through_day from insight_rollup_marks for share) m
      on m.location_id = d.location_id and d.day <= m.through_day
    on conflict (location_id, day) do update set marked_at = excluded.marked_at`);
}

/**
 * Marks the rolled-up days of appointments whose state changed after their time (decision 066): the booking figures of
 * each appointment's local day at its center, as `markInsightDaysDirty` does for visits. The no-show job calls it;
 * booking, moving, cancelling and taking a waitlist offer touch only times after now, and the console's attendance
 * only today's appointments, which are never rolled up.
 */
export async function markAppointmentDaysDirty(tx: Tx, input: { appointmentIds: readonly string[]; at: Date }): Promise<void> {
  if (input.appointmentIds.length === 0) return;
  await tx.execute(sql`
    insert into insight_dirty_days (location_id, day, marked_at)
    select distinct a.location_id, (a.starts_at at time zone l.timezone)::date, ${input.at.toISOString()}::timestamptz
    from appointments a
    join locations l on l.id = a.location_id
    join (select location_id, through_day from insight_rollup_marks for share) m
      on m.location_id = a.location_id and (a.starts_at at time zone l.timezone)::date <= m.through_day
    where a.id in (${sql.join(
      input.appointmentIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    on conflict (location_id, day) do update set marked_at = excluded.marked_at`);
}
