import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { memoryCounterStore, redisCounterStore, type CounterStore } from './rate-limit';

async function behavesAsFixedWindow(store: CounterStore, key: string, advance: (ms: number) => Promise<void>) {
  expect(await store.get(key)).toEqual({ count: 0, resetInMs: 0 });
  await store.increment(key, 200);
  const second = await store.increment(key, 200);
  expect(second.count).toBe(2);
  expect(second.resetInMs).toBeGreaterThan(0);
  expect(second.resetInMs).toBeLessThanOrEqual(200);
  await advance(250);
  expect((await store.get(key)).count).toBe(0);
  await store.increment(key, 200);
  await store.reset(key);
  expect((await store.get(key)).count).toBe(0);
}

describe('memory counter store', () => {
  it('counts within a window and forgets after it', async () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const store = memoryCounterStore(clock);
    await behavesAsFixedWindow(store, 'k', async (ms) => clock.advance(ms));
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('redis counter store (REDIS_URL)', () => {
  it('counts within a window and forgets after it, shared between clients', async () => {
    const store = redisCounterStore(redisUrl ?? '');
    const other = redisCounterStore(redisUrl ?? '');
    const key = `test:${Math.random()}`;
    try {
      await behavesAsFixedWindow(store, key, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
      await store.increment(key, 10_000);
      expect((await other.get(key)).count).toBe(1);
    } finally {
      await store.close();
      await other.close();
    }
  });
});
