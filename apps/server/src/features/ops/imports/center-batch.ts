import { sql, type SQL } from 'drizzle-orm';
import type { BatchImport } from './donor-batch';
import type { CenterLine, Checked } from './import-records';
import { recordOutcomes } from './import-outcomes';

function inputOf(lineNo: number, checked: Checked<CenterLine>) {
  if (!checked.ok) return { n: lineNo, rf: checked.field, rc: checked.code };
  const r = checked.record;
  return {
    n: lineNo,
    id: r.locationID,
    nm: r.name,
    a1: r.addressLine1,
    ci: r.city,
    st: r.state,
    zp: r.zipCode,
    ph: r.phone,
    tz: r.timeZone,
    mp: r.marketingPageId,
    bo: r.bookingOpen,
  };
}

/**
 * One statement for a batch of center lines, as `PUT /api/ops/centers/{locationID}` writes one: the last line of a
 * location id in the batch counts, a center outside the client's is refused, and only a center whose record differs
 * is written (created or updated); the centers' cache follows through the table's change notice.
 */
export function centerBatchStatement(batch: BatchImport, lines: readonly { lineNo: number; checked: Checked<CenterLine> }[]): SQL {
  const input = JSON.stringify(lines.map((line) => inputOf(line.lineNo, line.checked)));
  const scope = batch.centerIds === null ? null : `{${batch.centerIds.join(',')}}`;
  return sql`with input as (
    select * from jsonb_to_recordset(${input}::jsonb) as x(
      n int, rf text, rc text, id int, nm text, a1 text, ci text, st text, zp text, ph text, tz text, mp text, bo boolean)
  ),
  sent as (
    select i.*, row_number() over (partition by i.id order by i.n desc) as nth from input i where i.rf is null
  ),
  checked as (
    select s.*,
      case
        when s.nth > 1 then 'locationID:repeatedInFile'
        when ${scope}::int[] is not null and not (s.id = any(${scope}::int[])) then 'locationID:apiCenterNotAllowed'
        when not exists (select 1 from states x where x.code = s.st) then 'state:stateInvalid'
      end as reason
    from sent s
  ),
  held as (
    select l.* from locations l where l.id in (select id from checked where reason is null) for update
  ),
  decided as (
    select c.*,
      case
        when h.id is null then 'created'
        when (c.nm, c.a1, c.ci, c.st, c.zp, c.ph, c.tz, c.mp, c.bo)
          is distinct from (h.name, h.address_line1, h.city, h.state_code, h.zip_code, h.phone, h.timezone, h.marketing_page_id, h.booking_open)
          then 'updated'
        else 'unchanged'
      end as outcome
    from checked c left join held h on h.id = c.id
    where c.reason is null
  ),
  written as (
    insert into locations (id, name, address_line1, city, state_code, zip_code, phone, timezone, marketing_page_id, booking_open)
    select d.id, d.nm, d.a1, d.ci, d.st, d.zp, d.ph, d.tz, d.mp, d.bo from decided d where d.outcome <> 'unchanged'
    on conflict (id) do update set
      name = excluded.name, address_line1 = excluded.address_line1, city = excluded.city, state_code = excluded.state_code,
      zip_code = excluded.zip_code, phone = excluded.phone, timezone = excluded.timezone,
      marketing_page_id = excluded.marketing_page_id, booking_open = excluded.booking_open
    returning id
  ),
  outcomes as (
    select n, outcome, null::text as field, null::text as code from decided
    union all select n, 'refused', split_part(reason, ':', 1), split_part(reason, ':', 2) from checked where reason is not null
    union all select n, 'refused', rf, rc from input where rf is not null
  )${recordOutcomes(batch.id)}`;
}
