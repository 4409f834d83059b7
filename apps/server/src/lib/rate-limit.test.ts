import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { memoryLimitStore, redisLimitStore, type LimitStore } from './rate-limit';

const BURST = 40;

async function behavesAsFixedWindow(store: LimitStore, bucket: string, windowMs: number, advance: (ms: number) => Promise<void>) {
  const counter = store.counter(bucket, windowMs, 3);
  expect(await counter.reserve('k')).toMatchObject({ count: 1 });
  const second = await counter.reserve('k');
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(0);
  expect(second.resetInMs).toBeLessThanOrEqual(windowMs);
  await counter.giveBack('k');
  expect((await counter.reserve('k')).count).toBe(2);
  await counter.forget('k');
  expect((await counter.reserve('k')).count).toBe(1);
  expect((await counter.reserve('other')).count).toBe(1);
  await advance(windowMs + 50);
  expect((await counter.reserve('k')).count).toBe(1);
}

/** A parallel burst: every call gets its own count, so exactly `budget` of them see room left. */
async function holdsUnderBurst(store: LimitStore, bucket: string) {
  const counter = store.counter(bucket, 60_000, 5);
  const counts = await Promise.all(Array.from({ length: BURST }, () => counter.reserve('burst')));
  expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: BURST }, (_, i) => i + 1));
  expect(counts.filter((c) => c.count <= 5)).toHaveLength(5);
}

describe('memory limit store', () => {
  it('counts within a window, gives back, forgets, and starts again after it', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    await behavesAsFixedWindow(memoryLimitStore(clock), 'b', 200, async (ms) => clock.advance(ms));
  });

  it('holds under a parallel burst', async () => {
    await holdsUnderBurst(memoryLimitStore(fixedClock('2026-01-01T00:00:00Z')), 'b');
  });

  it('keeps buckets apart', async () => {
    const store = memoryLimitStore(fixedClock('2026-01-01T00:00:00Z'));
    await store.counter('one', 1000, 1).reserve('k');
    expect((await store.counter('two', 1000, 1).reserve('k')).count).toBe(1);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('redis limit store (REDIS_URL)', () => {
  it('counts within a window and forgets after it, shared between processes, and holds under a burst', async () => {
    const store = redisLimitStore(redisUrl ?? '');
    const other = redisLimitStore(redisUrl ?? '');
    const bucket = `test-${Math.random()}`;
    try {
      // Redis windows are whole seconds.
      await behavesAsFixedWindow(store, bucket, 1000, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
      await store.counter(bucket, 10_000, 3).reserve('shared');
      expect((await other.counter(bucket, 10_000, 3).reserve('shared')).count).toBe(2);
      await holdsUnderBurst(store, `${bucket}-burst`);
    } finally {
      await store.close();
      await other.close();
    }
  });
});
