import { sql, type SQL } from 'drizzle-orm';

/**
 * The tail of every batch's statement, after a CTE `outcomes (n, outcome, field, code)` naming each claimed line's
 * outcome: the lines marked (an applied line's raw text cleared, a refused line's kept with its reason) and the batch's
 * counts written as a row of their own (`import_batches`), never onto the import's row, which the batches of every
 * process would otherwise wait for one by one. Part of the batch's one statement, so a line's outcome and its effect
 * commit together or not at all. The import is marked done by `finishImport` once no line is left.
 */
export function recordOutcomes(importId: string): SQL {
  return sql`,
  marked as (
    update import_lines l
    set outcome = o.outcome, reason_field = o.field, reason_code = o.code,
        raw = case when o.outcome = 'refused' then l.raw end
    from outcomes o
    where l.import_id = ${importId}::uuid and l.line_no = o.n
      and l.line_no between (select min(n) from outcomes) and (select max(n) from outcomes)
  )
  insert into import_batches (import_id, first_line, lines, created, updated, unchanged, refused)
  select ${importId}::uuid, min(n), count(*)::int,
    (count(*) filter (where outcome = 'created'))::int,
    (count(*) filter (where outcome = 'updated'))::int,
    (count(*) filter (where outcome = 'unchanged'))::int,
    (count(*) filter (where outcome = 'refused'))::int
  from outcomes`;
}
