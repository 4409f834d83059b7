import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Clock } from './clock';

export interface WindowCount {
  /** Calls counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * One budget over a fixed window, counted per key. `reserve` counts the call and answers the new count in one
 * atomic step, so callers refuse when it is over budget: parallel calls can never all see room left.
 */
export interface LimitCounter {
  reserve(key: string): Promise<WindowCount>;
  /** Takes back one reserved call (a failure-counted call that succeeded, or one refused by another limit). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's count. */
  forget(key: string): Promise<void>;
}

/** Where counts live: in this process's memory, or in Redis (REDIS_URL) so that several processes share them. */
export interface LimitStore {
  counter(bucket: string, windowMs: number, budget: number): LimitCounter;
  close(): Promise<void>;
}

/** Memory kept by forgotten keys is swept once the map grows past this many entries. */
const SWEEP_AT = 10_000;

/**
 * Counts in this process. Windows follow the injected clock (tests move time without sleeping), which is why
 * this is not rate-limiter-flexible's RateLimiterMemory: that one reads Date.now(). One process runs one
 * call at a time between awaits, so a reserve is atomic here without a lock.
 */
export function memoryLimitStore(clock: Clock): LimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    counter(bucket, windowMs) {
      const name = (key: string) => `${bucket}:${key}`;
      return {
        async reserve(key) {
          const now = clock.now().getTime();
          if (windows.size >= SWEEP_AT) sweep(now);
          const entry = live(name(key), now) ?? { count: 0, resetAt: now + windowMs };
          entry.count += 1;
          windows.set(name(key), entry);
          return { count: entry.count, resetInMs: entry.resetAt - now };
        },
        async giveBack(key) {
          const entry = live(name(key), clock.now().getTime());
          if (entry) entry.count = Math.max(0, entry.count - 1);
        },
        async forget(key) {
          windows.delete(name(key));
        },
      };
    },
    async close() {
      windows.clear();
    },
  };
}

const KEY_PREFIX = 'portal:rl';

/**
 * Counts in Redis through rate-limiter-flexible's RateLimiterRedis: its consume is one Lua script (set the
 * window if new, increment, read the time left), so counts hold across processes and under parallel bursts.
 */
export function redisLimitStore(url: string): LimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (bucket: string, windowMs: number, budget: number) => {
    const name = `${bucket}:${windowMs}:${budget}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${KEY_PREFIX}:${bucket}`,
        points: budget,
        duration: Math.ceil(windowMs / 1000),
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };
  return {
    counter(bucket, windowMs, budget) {
      const limiter = limiterFor(bucket, windowMs, budget);
      return {
        async reserve(key) {
          // consume rejects with the same RateLimiterRes when over budget; the caller decides what to answer.
          const res = await limiter.consume(key).catch((rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) return rejection;
            throw rejection;
          });
          return { count: res.consumedPoints, resetInMs: Math.max(0, res.msBeforeNext) };
        },
        async giveBack(key) {
          await limiter.reward(key);
        },
        async forget(key) {
          await limiter.delete(key);
        },
      };
    },
    async close() {
      await redis.quit();
    },
  };
}
