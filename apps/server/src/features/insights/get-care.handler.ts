import { caseStatuses } from '@portal/contract/entities/donor-care-case';
import { careChannels, type CareFigures } from '@portal/contract/entities/insights';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import type { Handler } from '../../service-context';
import { dashboardRead } from './dashboard-read';
import { oneDecimal } from './range-sql';
import { zoneRange } from './zone-range';

interface CareRow {
  /** GROUPING's bits, left to right: location_id 4, channel 2, status 1 (a 0 bit is the column grouped by). */
  grouping: number | string;
  location_id: number | null;
  name: string | null;
  channel: string | null;
  status: string | null;
  opened: number | string;
  resolved: number | string;
  open_at_end: number | string;
  overdue_at_end: number | string;
  first_reply_hours: number | string | null;
  resolve_hours: number | string | null;
}

const noCases: CareFigures = {
  opened: 0,
  resolved: 0,
  openAtEnd: 0,
  overdueAtEnd: 0,
  medianHoursToFirstReply: null,
  medianHoursToResolve: null,
};

const figures = (row: CareRow | undefined): CareFigures =>
  row
    ? {
        opened: Number(row.opened),
        resolved: Number(row.resolved),
        openAtEnd: Number(row.open_at_end),
        overdueAtEnd: Number(row.overdue_at_end),
        medianHoursToFirstReply: oneDecimal(row.first_reply_hours),
        medianHoursToResolve: oneDecimal(row.resolve_hours),
      }
    : noCases;

/**
 * Donor care (issue 35): one scan of the cases opened before the range's end and not resolved before its start, with
 * every grouping at once; by channel, status and center, never by the subject (the donor's words).
 */
export const getCareHandler: Handler<'insights/getCare'> = dashboardRead(async (ctx, params) => {
  const range = zoneRange(params, ctx.clock.now(), ctx.config.careTimeZone);
  const start = sql`${range.start.toISOString()}::timestamptz`;
  const end = sql`${range.end.toISOString()}::timestamptz`;
  const open = sql`(c.resolved_at is null or c.resolved_at >= ${end})`;
  const found = await rows<CareRow>(
    ctx.db,
    sql`with c as (
          select c.status, c.created_at, c.first_responded_at, c.resolved_at, c.first_response_due_at, c.resolution_due_at,
                 s.location_id, l.name,
                 case when s.donor_id is null then 'visitor' when s.chatlog_id is not null then 'chatbot' else 'signedIn' end as channel
            from donor_care_cases c
            join donor_care_submissions s on s.id = c.submission_id
            left join locations l on l.id = s.location_id
           where c.created_at < ${end} and (c.created_at >= ${start} or c.resolved_at is null or c.resolved_at >= ${start})
             and ${params.locationID === null ? sql`true` : sql`s.location_id = ${params.locationID}`}
        )
        select grouping(location_id, channel, status) as grouping, location_id, min(name) as name, channel, status,
               count(*) filter (where created_at >= ${start}) as opened,
               count(*) filter (where resolved_at >= ${start} and resolved_at < ${end}) as resolved,
               count(*) filter (where ${open}) as open_at_end,
               count(*) filter (where ${open} and (resolution_due_at < ${end}
                 or (first_response_due_at < ${end} and (first_responded_at is null or first_responded_at >= ${end})))) as overdue_at_end,
               percentile_cont(0.5) within group (order by extract(epoch from first_responded_at - created_at) / 3600.0)
                 filter (where created_at >= ${start} and first_responded_at < ${end}) as first_reply_hours,
               percentile_cont(0.5) within group (order by extract(epoch from resolved_at - created_at) / 3600.0)
                 filter (where resolved_at >= ${start} and resolved_at < ${end}) as resolve_hours
          from c c
         group by grouping sets ((), (location_id), (channel), (status))`,
  );
  const of = (grouping: number) => found.filter((row) => Number(row.grouping) === grouping);
  return {
    status: 200,
    range: range.days,
    total: figures(of(7)[0]),
    channels: careChannels.map((channel) => ({ channel, ...figures(of(5).find((row) => row.channel === channel)) })),
    statuses: caseStatuses.map((caseStatus) => ({ caseStatus, ...figures(of(6).find((row) => row.status === caseStatus)) })),
    centers: of(3)
      .map((row) => ({ locationID: row.location_id === null ? null : Number(row.location_id), name: row.name, ...figures(row) }))
      .sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff')),
  };
});
