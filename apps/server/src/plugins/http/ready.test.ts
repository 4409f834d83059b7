import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/free-port';
import { createProcessStatus } from '../../lib/process-status';
import { openMigrationDatabase } from '../../test/migration-database';
import { createTestApp, type TestApp } from '../../test/test-app';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function testApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
}

const ready = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/api/ready' });
  return { code: res.statusCode, body: res.json<{ status: string; checks: Record<string, string> }>(), headers: res.headers };
};

describe('readiness (GET /api/ready)', () => {
  it('is ready on a migrated database once the job engine has started, check by check, never cached', async () => {
    const t = await testApp({ jobEngine: true });
    const res = await ready(t);
    expect(res.code).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { process: 'serving', database: 'up', migrations: 'current', jobs: 'started' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('turns 503 the moment a shutdown begins, while liveness answers and every reply closes its connection', async () => {
    const status = createProcessStatus({ jobs: false });
    const t = await testApp({ status });
    expect((await ready(t)).code).toBe(200);
    status.draining = true;
    const draining = await ready(t);
    expect(draining.code).toBe(503);
    expect(draining.body.checks.process).toBe('draining');
    expect(draining.headers.connection).toBe('close');
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });

  it(
    'on a schema behind its release: 503 naming the migrations, no job engine, then ready once they are applied',
    { timeout: 30_000 },
    async () => {
      const empty = await openMigrationDatabase('portal_ready');
      opened.push(empty);
      const t = await testApp({ database: empty.database, jobEngine: true });
      const behind = await ready(t);
      expect(behind.code).toBe(503);
      expect(behind.body).toEqual({
        status: 'unready',
        checks: { process: 'serving', database: 'up', migrations: 'pending', jobs: 'waiting' },
      });

      await empty.database.migrate();
      await vi.waitFor(async () => expect((await ready(t)).body.checks).toMatchObject({ migrations: 'current', jobs: 'started' }), {
        timeout: 15_000,
        interval: 250,
      });
      expect((await ready(t)).code).toBe(200);
    },
  );
});

// A Redis of the test's own (Debian's redis-server), so that stopping it disturbs no other test.
describe.runIf(existsSync('/usr/bin/redis-server'))('readiness with Redis', () => {
  it(
    'reports Redis up, then degraded when it stops, and stays ready: limits count in the fallback store',
    { timeout: 20_000 },
    async () => {
      const port = await freePort();
      const redis: ChildProcess = spawn(
        '/usr/bin/redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      opened.push({ close: async () => void redis.kill('SIGKILL') });
      const t = await testApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
      await vi.waitFor(async () => expect((await ready(t)).body.checks.redis).toBe('up'), { timeout: 10_000, interval: 100 });
      expect((await ready(t)).code).toBe(200);

      redis.kill('SIGTERM');
      await vi.waitFor(async () => expect((await ready(t)).body.checks.redis).toBe('degraded'), { timeout: 10_000, interval: 100 });
      expect((await ready(t)).code).toBe(200);
    },
  );
});
