import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLocation } from '../../db/factories/locations';
import { createStaff } from '../../db/factories/staff';
import { postgresUrlOf } from '../../test/test-database';
import { signInStaff } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token = '';
let center = 0;
const range = { preset: 'custom' as const, from: '2026-01-01', to: '2026-06-15' };

beforeAll(async () => {
  t = await createTestApp({ env: { INSIGHTS_STATEMENT_TIMEOUT_MS: '300' } });
  center = (await createLocation(t.database.db, { name: 'Timeout insight center' })).id;
  token = await signInStaff(t, (await createStaff(t.database.db, 'admin')).email);
});

afterAll(async () => {
  await t?.close();
});

// The read is made to wait on a lock another session holds: PGlite has one connection, so no other session can hold
// one there (the test is skipped on PGlite); the statement timeout is PostgreSQL's to enforce.
const onPostgres = Boolean(inject('postgresUrl'));

describe('a dashboard read past INSIGHTS_STATEMENT_TIMEOUT_MS (issue 35)', () => {
  it.skipIf(!onPostgres)('is cancelled in the database and answers 503 in the caller’s language', async () => {
    const holder = new pg.Client({ connectionString: postgresUrlOf(t.database) });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table visits in access exclusive mode');
      const started = Date.now();
      const en = await t.call('insights/getDonations', { ...range, locationID: center }, { token, lang: 'en' });
      expect(en.statusCode, en.body).toBe(503);
      expect(en.json()).toMatchObject({
        code: 'dashboardTooSlow',
        message: 'This dashboard took too long to load. Try a shorter date range or fewer centers.',
      });
      expect(en.body).not.toContain('visits');
      const es = await t.call('insights/getDonations', { ...range, locationID: center }, { token, lang: 'es' });
      expect(es.statusCode, es.body).toBe(503);
      expect(es.json()).toMatchObject({
        code: 'dashboardTooSlow',
        message: 'Este panel tardó demasiado en cargarse. Prueba con un período más corto o con menos centros.',
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      // Cancelled in PostgreSQL: no other session of the test's database still runs or waits while the lock is held.
      const left = await holder.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
      );
      expect(left.rows[0]).toEqual({ n: 0 });
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const after = await t.call('insights/getDonations', { ...range, locationID: center }, { token });
    expect(after.statusCode, after.body).toBe(200);
  });
});
