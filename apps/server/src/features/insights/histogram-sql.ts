import { sql, type SQL } from 'drizzle-orm';

/**
 * `percentile_cont(p)` over what a histogram counts (decisions 064 and 066), in a query over rows of one grouping with
 * the histogram's `value`, the running count `cum` up to it and the grouping's `total`: the value at 0-based rank
 * `p × (total − 1)`, interpolated between the ranks either side. The value at rank r is the first whose running count
 * passes r.
 */
export function histogramPercentile(p: string, value: 'minutes' | 'lead_hours'): SQL {
  const rank = sql.raw(`(${p} * (total - 1))`);
  const at = (r: SQL) => sql`min(${sql.raw(value)}) filter (where cum > ${r})`;
  const below = at(sql`floor(${rank})`);
  return sql`${below} + (${rank} - floor(${rank})) * (${at(sql`ceil(${rank})`)} - ${below})`;
}
