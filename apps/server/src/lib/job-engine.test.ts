import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobEngine } from './job-engine';
import { noMetrics } from './metrics';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ jobEngine: true });
});
afterAll(() => t.close());

const silent = { info: () => undefined, error: () => undefined };

describe('the job engine on the database', () => {
  it('starts with the server: booking’s, campaigns’, the outbox’s, the imports’ and the records’ work on the engine’s schedule, the dashboards’ rollup every ten minutes', async () => {
    const { rows } = await t.database.executeSql('select name, cron from pgboss.schedule order by name');
    expect(rows).toEqual([
      { name: 'account-closures', cron: '7 * * * *' },
      { name: 'appointment-no-shows', cron: '* * * * *' },
      { name: 'appointment-reminders', cron: '* * * * *' },
      { name: 'campaign-sends', cron: '* * * * *' },
      { name: 'content-image-purge', cron: '41 9 * * *' },
      { name: 'data-exports', cron: '* * * * *' },
      { name: 'import-retention', cron: '53 9 * * *' },
      { name: 'insights-rollup', cron: '*/10 * * * *' },
      { name: 'ops-imports', cron: '* * * * *' },
      { name: 'outbox-delivery', cron: '* * * * *' },
      { name: 'retention', cron: '23 9 * * *' },
      { name: 'waitlist-offers', cron: '* * * * *' },
    ]);
  });

  it('runs a job asked for at once, on this database, and stops cleanly', async () => {
    const engine = createJobEngine({ stopTimeoutMs: 5_000 });
    let runs = 0;
    await engine.start({
      executeSql: t.database.executeSql,
      jobs: [{ name: 'engine-test', cron: '0 0 1 1 *', run: async () => void (runs += 1) }],
      log: silent,
      metrics: noMetrics,
    });
    try {
      await engine.trigger('engine-test');
      await expect.poll(() => runs, { timeout: 10_000, interval: 100 }).toBe(1);
    } finally {
      await engine.stop();
    }
    // Stopped: asking again does nothing.
    await engine.trigger('engine-test');
    expect(runs).toBe(1);
  });
});
