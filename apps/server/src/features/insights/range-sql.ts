import { sql, type SQL } from 'drizzle-orm';
import type { CenterRange } from './center-ranges';

/**
 * The centers' ranges as SQL `values` rows `(location_id, first_day, last_day, zone)`, for a query that reads each
 * center's own days in its own zone; null without a center (nothing to read).
 */
export function centerRangesValues(centers: readonly CenterRange[]): SQL | null {
  if (centers.length === 0) return null;
  return sql.join(
    centers.map((c) => sql`(${c.locationId}::int, ${c.from}::date, ${c.to}::date, ${c.timezone}::text)`),
    sql`, `,
  );
}

/** A figure from the database (numeric comes as text) with one decimal; null stays null. */
export const oneDecimal = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** `part` ÷ `whole` in percent with one decimal; null when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);
