import type pg from 'pg';

/**
 * What the dashboards read besides visits (issue 35), filled in proportion to the visits of one chunk, in the same
 * statement as them (so a chunk is all or nothing and the fill resumes at a chunk's edge). Writable CTEs over `v`, the
 * chunk's visits (`g` their filler number): for every 20 visits, six booked appointments the visit kept (a quarter
 * off-peak), one no-show, one cancelled and, for a visit of the last days, one booked for today or tomorrow (checked in
 * when it has begun); for every 25 donations one redemption; for every 500 visits a donor-care case (answered, most
 * resolved, a staff reply each).
 */
export const programCtes = `
  , a as (
    insert into appointments (donor_id, location_id, starts_at, ends_at, status, first_donation, request_id, created_at,
                              scheduled_at, cancelled_at, off_peak_bonus_points, checked_in_at, visit_id)
    select donor_id, location_id, starts, starts + interval '75 minutes', status, false, gen_random_uuid(),
           starts - lead, starts - lead, case when status = 'cancelled' then starts - lead / 2 end,
           case when g % 4 = 0 then 50 else 0 end, case status when 'completed' then checkin_at when 'checked_in' then starts + interval '5 minutes' end,
           case when status = 'completed' then id end
    from (
      select v.*, (1 + v.g % 13) * interval '1 day' as lead,
             case when v.g % 20 < 6 then 'kept' when v.g % 20 = 6 then 'no_show' when v.g % 20 = 7 then 'cancelled' end as kind,
             case when v.g % 20 < 6 then v.checkin_at - interval '10 minutes'
                  when v.g % 20 = 6 then v.checkin_at + interval '1 day 30 minutes'
                  else v.checkin_at + interval '2 days' end as starts
        from v where v.g % 20 < 9
    ) k cross join lateral (
      select case when kind = 'kept' then 'completed' when kind = 'cancelled' then 'cancelled'
                  when starts > now() then 'booked' when starts > now() - interval '2 hours' then 'checked_in'
                  when kind = 'no_show' then 'no_show' end as status
    ) b where status is not null
  ), r as (
    insert into points_ledger (donor_id, kind, points, balance_after, details, created_at)
    select donor_id, 'redeemed', -500, 0, jsonb_build_object('reason', 'redemption'), checkout_at + interval '1 day'
    from v where donated and g % 25 = 0
  ), cs as (
    insert into donor_care_submissions (donor_id, origin, is_verified, is_follow_up, event_date, location_id, visit_id,
                                        first_name, last_name, subject, description, created_at)
    select donor_id, 'Website', true, false, (checkout_at)::date, location_id, id, 'Filler', 'Donor ' || g,
           'Scale case', 'A question about my visit.', checkout_at + interval '3 hours'
    from v where g % 500 = 0
    returning id, created_at
  ), cc as (
    insert into donor_care_cases (submission_id, status, first_response_due_at, resolution_due_at, first_responded_at,
                                  resolved_at, created_at, updated_at)
    select id, case when n % 5 = 0 then 'in_progress' else 'resolved' end, created_at + interval '1 day',
           created_at + interval '5 days', created_at + (2 + n % 30) * interval '1 hour',
           case when n % 5 <> 0 then created_at + (1 + n % 6) * interval '1 day' end, created_at, created_at
    from (select cs.*, abs(hashtext(cs.id::text)) as n from cs) s
    returning id, first_responded_at
  ), cm as (
    insert into donor_care_case_messages (case_id, kind, author, body, created_at)
    select id, 'reply', 'staff', 'Thank you for writing to us: here is what happened.', first_responded_at from cc
  )`;

/** The columns the chunk's visits CTE returns for `programCtes` (after `insert into visits … `). */
export const visitReturning = `returning id, donor_id, location_id, checkin_at, checkout_at, donated, substr(visit_number, 3)::int as g`;

/**
 * One sent campaign per chunk (`k`, from 0), idempotent: started on a day of the filled span, to one donor in 25
 * (notifications, three in ten opened) with an e-mail each in the outbox (delivered).
 */
export async function fillCampaign(client: pg.Client, k: number, donors: number, days: number): Promise<void> {
  const title = `Scale campaign ${k}`;
  const exists = await client.query(`select 1 from campaigns where title->>'en' = $1`, [title]);
  if (exists.rowCount) return;
  await client.query(
    `with c as (
       insert into campaigns (title, message, segment, status, recipients, started_at, finished_at, created_at, updated_at)
       select jsonb_build_object('en', $1::text, 'es', $1::text), '{"en":"Come back this week.","es":"Vuelve esta semana."}',
              '{}'::jsonb, 'sent', $2::int / 25, at, at + interval '1 hour', at - interval '1 day', at + interval '1 hour'
       from (select (select anchor from scale_fill) + (($3::int * 37) % $4::int) * interval '1 day' + interval '15 hours' as at) t
       returning id, started_at
     ), n as (
       insert into notifications (donor_id, type, title, message, created_at, campaign_id, read_at)
       select s.id, 'campaign', '{"en":"Come back","es":"Vuelve"}', '{"en":"Come back this week.","es":"Vuelve esta semana."}',
              c.started_at, c.id, case when (s.n / 25) % 10 < 3 then c.started_at + interval '5 hours' end
       from c join scale_donors s on s.n % 25 = $3::int % 25
       returning donor_id, campaign_id, created_at
     )
     insert into messages_outbox (channel, destination, language, template, subject, body, created_at, sent_at, state, dedupe_key, campaign_id)
     select 'email', 'filler-' || donor_id || '@example.com', 'en', 'campaign', 'Come back', 'Come back this week.', created_at,
            created_at, 'delivered', 'campaign:' || campaign_id || ':email:' || donor_id, campaign_id
     from n`,
    [title, donors, k, days],
  );
}
