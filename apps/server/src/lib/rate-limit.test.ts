import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { fixedClock } from './clock';
import { memoryLimitStore, storeWithInsurance, type LimitStore } from './rate-limit';
import { databaseLimitStore } from './rate-limit-database';
import { redisLimitStore } from './rate-limit-redis';

const BURST = 40;

async function behavesAsFixedWindow(store: LimitStore, bucket: string, windowMs: number, advance: (ms: number) => Promise<void>) {
  const counter = store.counter(bucket, windowMs, 3);
  expect(await counter.reserve('k')).toMatchObject({ count: 1 });
  const second = await counter.reserve('k');
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(0);
  expect(second.resetInMs).toBeLessThanOrEqual(windowMs);
  await second.giveBack();
  const third = await counter.reserve('k');
  expect(third.count).toBe(2);
  await third.forget();
  expect((await counter.reserve('k')).count).toBe(1);
  expect((await counter.reserve('other')).count).toBe(1);
  await advance(windowMs + 50);
  expect((await counter.reserve('k')).count).toBe(1);
}

/** A parallel burst: every call gets its own count, so exactly `budget` of them see room left. */
async function holdsUnderBurst(stores: readonly LimitStore[], bucket: string) {
  const counts = await Promise.all(
    Array.from({ length: BURST }, (_, i) => (stores[i % stores.length] as LimitStore).counter(bucket, 60_000, 5).reserve('burst')),
  );
  expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: BURST }, (_, i) => i + 1));
  expect(counts.filter((c) => c.count <= 5)).toHaveLength(5);
}

describe('memory limit store', () => {
  it('counts within a window, gives back, forgets, and starts again after it', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    await behavesAsFixedWindow(memoryLimitStore(clock), 'b', 200, async (ms) => clock.advance(ms));
  });

  it('holds under a parallel burst', async () => {
    await holdsUnderBurst([memoryLimitStore(fixedClock('2026-01-01T00:00:00Z'))], 'b');
  });

  it('keeps buckets apart', async () => {
    const store = memoryLimitStore(fixedClock('2026-01-01T00:00:00Z'));
    await store.counter('one', 1000, 1).reserve('k');
    expect((await store.counter('two', 1000, 1).reserve('k')).count).toBe(1);
  });
});

describe('database limit store (PGlite, or PostgreSQL with DATABASE_URL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts within a window, gives back, forgets, and starts again after it', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    await behavesAsFixedWindow(databaseLimitStore(database.db, clock), 'window', 60_000, async (ms) => clock.advance(ms));
  });

  it('holds under a parallel burst counted by two stores on one table, as two processes would', async () => {
    const start = '2026-01-01T00:00:00Z';
    await holdsUnderBurst(
      [databaseLimitStore(database.db, fixedClock(start)), databaseLimitStore(database.db, fixedClock(start))],
      'burst',
    );
  });

  it('sweeps ended windows', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const store = databaseLimitStore(database.db, clock);
    await store.counter('sweep', 1000, 1).reserve('old');
    clock.advance(2 * 60_000);
    await store.counter('sweep', 1000, 1).reserve('new');
    const rows = await database.db.query.rateLimitCounts.findMany();
    expect(rows.map((r) => r.key).filter((key) => key.startsWith('sweep:'))).toEqual(['sweep:new']);
  });
});

describe('a store with insurance', () => {
  it('counts in the insurance while the primary fails, and says so once', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const broken: LimitStore = {
      counter: () => ({ reserve: () => Promise.reject(new Error('connection refused')) }),
      close: async () => undefined,
    };
    const changes: string[] = [];
    const store = storeWithInsurance(broken, memoryLimitStore(clock), (state) => changes.push(state));
    await holdsUnderBurst([store], 'insured');
    expect(changes).toEqual(['degraded']);
  });

  it('falls back from an unreachable Redis at once, without an error', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const redis = redisLimitStore('redis://127.0.0.1:1', 'unreachable');
    const changes: string[] = [];
    const store = storeWithInsurance(redis, memoryLimitStore(clock), (state) => changes.push(state));
    try {
      const started = Date.now();
      await holdsUnderBurst([store], 'down');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(changes).toEqual(['degraded']);
    } finally {
      await store.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('redis limit store (REDIS_URL)', () => {
  it('counts within a window and forgets after it, shared between processes, and holds under a burst', async () => {
    // A prefix of this run's own: parallel runs on one Redis never share a count.
    const prefix = `portal-test-${randomBytes(6).toString('hex')}`;
    const store = redisLimitStore(redisUrl ?? '', prefix);
    const other = redisLimitStore(redisUrl ?? '', prefix);
    try {
      await Promise.all([store.ready(), other.ready()]);
      // Redis windows are whole seconds.
      await behavesAsFixedWindow(store, 'b', 1000, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
      await store.counter('b', 10_000, 3).reserve('shared');
      expect((await other.counter('b', 10_000, 3).reserve('shared')).count).toBe(2);
      await holdsUnderBurst([store, other], 'burst');
    } finally {
      await store.close();
      await other.close();
    }
  });
});
