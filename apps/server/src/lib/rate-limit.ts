import { Redis } from 'ioredis';
import type { Clock } from './clock';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters. In memory for one process; in Redis (REDIS_URL) so that several
 * server processes share the same counts.
 */
export interface CounterStore {
  get(key: string): Promise<WindowCount>;
  increment(key: string, windowMs: number): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounterStore(clock: Clock): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= clock.now().getTime()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - clock.now().getTime() } : { count: 0, resetInMs: 0 };
    },
    async increment(key, windowMs) {
      const now = clock.now().getTime();
      const entry = live(key) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

const KEY_PREFIX = 'portal:rl:';

export function redisCounterStore(url: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async get(key) {
      const [count, ttl] = await redis
        .multi()
        .get(KEY_PREFIX + key)
        .pttl(KEY_PREFIX + key)
        .exec()
        .then(readPair);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, Number(ttl ?? 0)) };
    },
    async increment(key, windowMs) {
      const [count, ttl] = await redis
        .multi()
        .incr(KEY_PREFIX + key)
        .pexpire(KEY_PREFIX + key, windowMs, 'NX')
        .pttl(KEY_PREFIX + key)
        .exec()
        .then((results) => [results?.[0]?.[1], results?.[2]?.[1]]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, Number(ttl ?? 0)) };
    },
    async reset(key) {
      await redis.del(KEY_PREFIX + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

function readPair(results: [Error | null, unknown][] | null): [unknown, unknown] {
  return [results?.[0]?.[1], results?.[1]?.[1]];
}
