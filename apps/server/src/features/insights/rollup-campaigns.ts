import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { campaignReach } from './campaign-sql';

/**
 * How long after a campaign's 7 days its results are rolled up: by then every center has rolled up each local day of
 * those 7 days, so a late or corrected visit on one of them marks that day dirty (`insight-days.ts`) and reopens the
 * campaign (`reopenCampaigns`); a visit of a day not rolled up yet would mark nothing.
 */
const SETTLED = sql`interval '2 days'`;

/**
 * Removes the rolled-up results of the campaigns whose days hold one of the claimed dirty days (a center's local day,
 * compared with a day's margin on each side of the campaign's instants): the same run rolls them up again from the
 * visits as they now are (decision 075).
 */
export async function reopenCampaigns(tx: Tx, dirty: readonly { day: string }[]): Promise<void> {
  if (dirty.length === 0) return;
  const days = sql.join(
    dirty.map((d) => sql`(${d.day}::date)`),
    sql`, `,
  );
  await tx.execute(sql`delete from insight_campaign_results r using campaigns c
    where c.id = r.campaign_id
      and exists (select 1 from (values ${days}) d(day)
                   where d.day between (c.started_at - interval '1 day')::date and (r.closed_at + interval '1 day')::date)`);
}

/**
 * Rolls up the results of every sent campaign whose last notification's 7 days ended `SETTLED` ago and that has none
 * yet: the donors notified, and those who booked or donated within 7 days of their notification (`campaignReach`).
 * Opens are not rolled up: a donor may open a notification any time later.
 */
export async function rollUpCampaigns(tx: Tx, now: string): Promise<number> {
  const written = await rows<{ campaign_id: string }>(
    tx,
    sql`
    with due as materialized (
      select c.id, k.closed_at
        from campaigns c
        cross join lateral (
          select coalesce(max(n.created_at), c.finished_at) + interval '7 days' as closed_at
            from notifications n where n.campaign_id = c.id) k
       where c.finished_at is not null
         -- Its notifications come after its start: a campaign started less than 7 days and SETTLED ago is not due,
         -- and its notifications are not read again at every run.
         and c.started_at + interval '7 days' + ${SETTLED} <= ${now}::timestamptz
         and not exists (select 1 from insight_campaign_results x where x.campaign_id = c.id)
         and k.closed_at + ${SETTLED} <= ${now}::timestamptz
    )
    insert into insight_campaign_results (campaign_id, closed_at, notified, booked, donated)
    select c.id, c.closed_at, r.notified, r.booked, r.donated
      from due c cross join lateral (${campaignReach()}) r
    returning campaign_id`,
  );
  return written.length;
}
