import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { takeSnapshots } from '../src/features/insights/retention-snapshot';
import { rollUpInsights } from '../src/features/insights/rollup';
import { systemClock } from '../src/lib/clock';
import { DAYS, visitsStatement } from './scale-fill';

/**
 * A busy today for the dashboards' live reads (issue 35): as many visits as the filled days hold on average, checked in
 * between the filler centers' latest local midnight and 80 minutes ago (so each has checked out), inserted as a center
 * records them (after the filled history, so a day's rows lie together as in a real table; triggers on, so the
 * dashboards' change logs note them), then the rollup job's run. Once a day: a second call finds today's visits.
 */
export async function fillToday(client: pg.Client, log: (line: string) => void): Promise<void> {
  const span = (
    await client.query<{ from: Date; to: Date }>(
      `select max((date_trunc('day', now() at time zone timezone)) at time zone timezone) + interval '5 minutes' as "from",
              now() - interval '80 minutes' as "to"
       from locations where id between 101 and 108`,
    )
  ).rows[0];
  if (!span || span.to <= span.from) throw new Error('Too early in the filler centers’ day: try again later.');
  // The filled visits, the busy days' ones (numbered on from them) and today's, in one scan of the visits.
  const counts = (
    await client.query<{ filled: string; base: string; today: string }>(
      `select count(*) filter (where visit_number like 'S-%') as filled, count(*) filter (where visit_number like 'T-%') as base,
              count(*) filter (where visit_number like 'T-%' and checkin_at >= $1) as today
       from visits`,
      [span.from],
    )
  ).rows[0];
  if (Number(counts?.today) > 0) return log('  today already holds its visits');
  const donors = Number((await client.query(`select count(*) from scale_donors`)).rows[0].count);
  const base = Number(counts?.base);
  const visits = Math.round(Number(counts?.filled) / DAYS);
  const started = performance.now();
  await client.query(visitsStatement('T', `$4::timestamptz + ((g % 997) / 997.0)::float8 * ($5::timestamptz - $4::timestamptz)`), [
    base,
    base + visits,
    donors,
    span.from,
    span.to,
  ]);
  log(`  today: ${visits.toLocaleString('en-US')} visits in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const db = drizzle(client, { schema }) as unknown as Db;
  const rolled = performance.now();
  await rollUpInsights({ db, clock: systemClock });
  await takeSnapshots(db, new Date().toISOString());
  log(`  today: the rollup job's run in ${((performance.now() - rolled) / 1000).toFixed(1)} s`);
  await client.query('analyze');
}
