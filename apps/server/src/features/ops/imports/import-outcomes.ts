import { sql, type SQL } from 'drizzle-orm';

/**
 * The tail of every batch's statement, after a CTE `outcomes (n, outcome, field, code)` naming each claimed line's
 * outcome: the lines marked (an applied line's raw text cleared, a refused line's kept with its reason), the import's
 * counts and progress moved on, and the import done once every line has its outcome. Part of the batch's one
 * statement, so a line's outcome and its effect commit together or not at all.
 */
export function recordOutcomes(importId: string, now: Date): SQL {
  return sql`,
  marked as (
    update import_lines l
    set outcome = o.outcome, reason_field = o.field, reason_code = o.code,
        raw = case when o.outcome = 'refused' then l.raw end
    from outcomes o
    where l.import_id = ${importId}::uuid and l.line_no = o.n
      and l.line_no between (select min(n) from outcomes) and (select max(n) from outcomes)
  ),
  tally as (
    select count(*)::int as total,
      (count(*) filter (where outcome = 'created'))::int as created,
      (count(*) filter (where outcome = 'updated'))::int as updated,
      (count(*) filter (where outcome = 'unchanged'))::int as unchanged,
      (count(*) filter (where outcome = 'refused'))::int as refused
    from outcomes
  )
  update import_jobs j
  set processed_lines = j.processed_lines + t.total,
      created = j.created + t.created,
      updated = j.updated + t.updated,
      unchanged = j.unchanged + t.unchanged,
      refused = j.refused + t.refused,
      state = case when j.processed_lines + t.total >= j.total_lines then 'done' else 'processing' end,
      finished_at = case when j.processed_lines + t.total >= j.total_lines then ${now.toISOString()}::timestamptz end
  from tally t
  where j.id = ${importId}::uuid`;
}
