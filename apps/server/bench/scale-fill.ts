import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { takeSnapshots } from '../src/features/insights/retention-snapshot';
import { rollUpInsights } from '../src/features/insights/rollup';
import { systemClock } from '../src/lib/clock';
import { insertBenchDonors } from './bench-donors';
import { fillCampaign, programCtes, visitReturning } from './scale-fill-program';

const run = promisify(execFile);

/** The filled span: two years of days up to yesterday (of the first fill: kept in `scale_fill`, so a resumed fill matches). */
export const DAYS = 730;
const CHUNK = 250_000;

/** The bulk load yields to everything else on the machine: its database backend gets the lowest CPU and I/O priority. */
async function lowerPriority(client: pg.Client): Promise<void> {
  const pid = String((await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid);
  await run('renice', ['-n', '19', '-p', pid]).catch(() => undefined);
  await run('ionice', ['-c', '3', '-p', pid]).catch(() => undefined);
}

/**
 * One statement that inserts the filler visits numbered `$1 + 1` to `$2` (`g`, each by donor `g % $3`, checked in at
 * `at`, an SQL expression of `g`; numbered `<prefix>-g`), with their payments, screening tests, each donation's ledger
 * entry and notification, and the dashboards' rows in proportion (`programCtes`).
 */
export function visitsStatement(prefix: 'S' | 'T', at: string): string {
  return `with v as (
         insert into visits (donor_id, location_id, visit_number, checkin_at, checkout_at, donated, recorded_at)
         select s.id, 101 + g % 8, '${prefix}-' || g, t.at, t.at + interval '75 minutes', g % 17 <> 0, least(t.at + interval '2 hours', now())
         from generate_series($1::int + 1, $2::int) g
         join scale_donors s on s.n = g % $3::int
         cross join lateral (select ${at} as at) t
         ${visitReturning}
       )${programCtes}, p as (
         insert into visit_payments (visit_id, paid_at, amount_cents) select id, checkout_at, 5000 from v
       ), s as (
         insert into screening_tests (visit_id, type, value)
         select id, kind.type, kind.value from v cross join (values ('weight', 170.0), ('pulserate', 70.0)) as kind(type, value)
       ), l as (
         insert into points_ledger (donor_id, kind, points, balance_after, details, visit_id, created_at)
         select donor_id, 'earned', 100, 100, jsonb_build_object('reason', 'donation', 'visitId', id), id, checkout_at from v where donated
       )
       insert into notifications (donor_id, type, title, message, ref_id, created_at)
       select donor_id, 'donation_feedback', '{"en":"Thank you for donating!","es":"¡Gracias por donar!"}',
              '{"en":"You earned 100 points.","es":"Ganaste 100 puntos."}', id, checkout_at
       from v where donated`;
}

/**
 * Fills the bench database up to `visits` visits of filler donors (`S0000001`…) over the two years before the first
 * fill, with their payments, two screening tests each, for each donation a ledger entry and a notification, and the
 * dashboards' rows in proportion (`scale-fill-program.ts`: appointments, redemptions, cases, one sent campaign a chunk),
 * in chunks with `generate_series`; then rolls the dashboards' past days up afresh and takes the dashboards' snapshots. Filler rows are volume, not a
 * story: the measured donor's own rows are the demo seed's, the same at every size.
 */
export async function fillTo(client: pg.Client, visits: number, donors: number, log: (line: string) => void): Promise<void> {
  await lowerPriority(client);
  // Foreign keys and the notice triggers stay off for the filler (a superuser's bulk load): only the volume matters.
  await client.query('set session_replication_role = replica');
  const haveDonors = Number((await client.query(`select count(*) from donors where donor_number like 'S%'`)).rows[0].count);
  if (haveDonors < donors) {
    await insertBenchDonors(client, 'S', 'Filler', haveDonors, donors);
  }
  await client.query(`create table if not exists scale_donors (n int primary key, id uuid not null)`);
  await client.query(
    `insert into scale_donors select substr(donor_number, 2)::int - 1, id from donors where donor_number like 'S%' on conflict do nothing`,
  );
  await client.query(`create table if not exists scale_fill (anchor timestamptz not null)`);
  await client.query(
    `insert into scale_fill select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - $1::int * interval '1 day'
    where not exists (select 1 from scale_fill)`,
    [DAYS],
  );
  let have = Number((await client.query(`select count(*) from visits where visit_number like 'S-%'`)).rows[0].count);
  while (have < visits) {
    const to = Math.min(visits, have + CHUNK);
    const started = performance.now();
    await client.query(
      visitsStatement('S', `(select anchor from scale_fill) + (g % ${DAYS}) * interval '1 day' + (13 + g % 11) * interval '1 hour'`),
      [have, to, donors],
    );
    log(`  filled ${to.toLocaleString('en-US')} visits (${((to - have) / ((performance.now() - started) / 1000)).toFixed(0)} visits/s)`);
    have = to;
  }
  for (let k = 0; k * CHUNK < visits; k += 1) await fillCampaign(client, k, donors, DAYS);
  await client.query('set session_replication_role = origin');
  log('  dashboards: rolling up every past day afresh');
  await client.query(
    `truncate insight_center_days, insight_first_donations, insight_rollup_marks, insight_dirty_days, insight_campaign_results,
       insight_retention_months, insight_retention_anchors, insight_retention_donors, insight_retention_totals,
       insight_retention_touched, insight_points_donors, insight_points_totals, insight_points_months, insight_points_touched`,
  );
  const { days } = await rollUpInsights({ db: drizzle(client, { schema }) as unknown as Db, clock: systemClock });
  log(`  dashboards: ${days.toLocaleString('en-US')} center days rolled up`);
  // The fill wrote without triggers (replication role): the donors' months (decision 069) are rebuilt in one go.
  await client.query('select insight_donor_months_rebuild(array(select id from donors where home_location_id is not null))');
  log('  dashboards: donors’ months rebuilt');
  // And each donor's last donation per center (decision 071).
  await client.query('select insight_donor_donations_rebuild(array(select id from donors))');
  log('  dashboards: donors’ last donations rebuilt');
  // Retention's and the points' snapshots (decisions 076, 077), as the job takes them after a rollup.
  const started = performance.now();
  await takeSnapshots(drizzle(client, { schema }) as unknown as Db, new Date().toISOString());
  log(`  dashboards: snapshots taken in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  log('  vacuum analyze');
  await client.query('vacuum analyze');
}
