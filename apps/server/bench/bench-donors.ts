/** What a `pg` client and PGlite both answer. */
export interface Queryable {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Donors numbered `<prefix>0000001`…, from number `from` + 1 to `to`, for a bench's volume (no account, no history):
 * status donor, the first demo donor's preferences, a home center among the eight demo ones. One `generate_series`.
 */
export async function insertBenchDonors(db: Queryable, prefix: string, firstName: string, from: number, to: number): Promise<void> {
  await db.query(
    `insert into donors (donor_number, status, first_name, last_name, communication_preferences, home_location_id, created_at)
     select $1 || lpad(g::text, 7, '0'), 'donor', $2, 'Donor ' || g,
            (select communication_preferences from donors order by created_at limit 1), 101 + g % 8, now() - interval '3 years'
     from generate_series($3::int + 1, $4::int) g
     on conflict (donor_number) do nothing`,
    [prefix, firstName, from, to],
  );
}

/** A bench donor's number, as `insertBenchDonors` writes it. */
export function benchDonorNumber(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(7, '0')}`;
}
