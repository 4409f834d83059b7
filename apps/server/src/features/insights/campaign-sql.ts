import type { Language } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';

/** What a campaign's 7 days after a donor's notification are: bookings, donations and unsubscribes counted in them. */
const AFTER = sql`interval '7 days'`;

interface Span {
  start: Date;
  end: Date;
}

export interface CampaignRow {
  id: string;
  title: string;
  started_at: string | Date;
  recipients: number | string;
  notified: number | string;
  opened: number | string;
  booked: number | string;
  donated: number | string;
}

export interface ChannelRow {
  campaign_id: string;
  channel: string;
  messages: number | string;
  waiting: number | string;
  sent: number | string;
  delivered: number | string;
  failed: number | string;
  unsubscribes: number | string;
}

const startedIn = (span: Span) =>
  sql`c.started_at >= ${span.start.toISOString()}::timestamptz and c.started_at < ${span.end.toISOString()}::timestamptz`;

/**
 * A campaign's (`c`) donors notified (one notification each) and those who booked (chose a time) or donated within 7
 * days of their notification: one read of each notification's donor's appointments and donations; `only` may skip it.
 */
export const campaignReach = (only: SQL = sql`true`) => sql`select count(*) as notified,
    count(*) filter (where exists (select 1 from appointments a where a.donor_id = n.donor_id
      and a.scheduled_at >= n.created_at and a.scheduled_at < n.created_at + ${AFTER})) as booked,
    count(*) filter (where exists (select 1 from visits v where v.donor_id = n.donor_id and v.donated
      and v.checkin_at >= n.created_at and v.checkin_at < n.created_at + ${AFTER})) as donated
  from notifications n where n.campaign_id = c.id and ${only}`;

/**
 * The campaigns that began sending in the span, oldest first: recipients, their in-portal notifications and those
 * opened (`notifications_campaign_opened_idx`), and the donors who booked or donated after: rolled up once the
 * campaign's days are settled (`rollup-campaigns.ts`, decision 075), else live.
 */
export function readCampaigns(db: Db, span: Span, lang: Language): Promise<CampaignRow[]> {
  return rows<CampaignRow>(
    db,
    sql`select c.id, c.title->>${lang} as title, c.started_at, coalesce(c.recipients, 0) as recipients,
               coalesce(r.notified, l.notified) as notified, o.opened,
               coalesce(r.booked, l.booked) as booked, coalesce(r.donated, l.donated) as donated
          from campaigns c
          left join insight_campaign_results r on r.campaign_id = c.id
          left join lateral (${campaignReach(sql`r.campaign_id is null`)}) l on true
          cross join lateral (
            select count(*) as opened from notifications n where n.campaign_id = c.id and n.read_at is not null
          ) o
         where ${startedIn(span)}
         order by c.started_at, c.id`,
  );
}

/**
 * Per campaign and channel: its messages in the outbox (by their `campaign_id`, through its partial index: the `is not null`
 * lets the planner read that index whole, not only once per campaign) by state, and the
 * donors it reached who withdrew their consent to offers on that channel within 7 days of their notification.
 */
export function readCampaignChannels(db: Db, span: Span): Promise<ChannelRow[]> {
  return rows<ChannelRow>(db, campaignChannelsSql(span));
}

/** The statement of `readCampaignChannels`, which a test explains on PostgreSQL (the outbox's campaign index). */
export function campaignChannelsSql(span: Span): SQL {
  return sql`with sent as (
          select c.id as campaign_id, o.channel, count(*) as messages,
                 count(*) filter (where o.state in ('queued', 'sending')) as waiting,
                 count(*) filter (where o.state in ('sent', 'delivered')) as sent,
                 count(*) filter (where o.state = 'delivered') as delivered,
                 count(*) filter (where o.state in ('failed', 'undeliverable')) as failed
            from campaigns c join messages_outbox o on o.campaign_id = c.id and o.campaign_id is not null
           where ${startedIn(span)}
           group by 1, 2
        ),
        left_after as (
          select c.id as campaign_id, r.channel, count(distinct r.donor_id) as unsubscribes
            from campaigns c
            join notifications n on n.campaign_id = c.id
            join consent_choices r on r.donor_id = n.donor_id and r.kind = 'promotions' and not r.granted
             and r.recorded_at >= n.created_at and r.recorded_at < n.created_at + ${AFTER}
           where ${startedIn(span)}
           group by 1, 2
        )
        select coalesce(s.campaign_id, u.campaign_id) as campaign_id, coalesce(s.channel, u.channel) as channel,
               coalesce(s.messages, 0) as messages, coalesce(s.waiting, 0) as waiting, coalesce(s.sent, 0) as sent,
               coalesce(s.delivered, 0) as delivered, coalesce(s.failed, 0) as failed, coalesce(u.unsubscribes, 0) as unsubscribes
          from sent s full join left_after u on u.campaign_id = s.campaign_id and u.channel = s.channel`;
}
