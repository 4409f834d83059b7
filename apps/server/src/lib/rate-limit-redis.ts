import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitStore } from './rate-limit';

/**
 * A command slower than this counts as Redis being down: the call is counted by the insurance store instead.
 * Generous, because a busy event loop (password hashing) also delays replies that Redis sent in time.
 */
const COMMAND_TIMEOUT_MS = 2_000;
/** How long the server waits for Redis at start before it starts anyway (counting in the insurance store). */
const CONNECT_WAIT_MS = 2_000;

export interface RedisLimitStore extends LimitStore {
  /** Resolves once Redis answers, or after a short wait: the server never fails to start for want of Redis. */
  ready(): Promise<void>;
}

/**
 * Counts in Redis through rate-limiter-flexible's RateLimiterRedis: its consume is one Lua script (set the
 * window if new, increment, read the time left), so counts hold across processes and under parallel bursts.
 * Keys live under `prefix` (REDIS_KEY_PREFIX), so deployments or test runs sharing one Redis never mix.
 * While Redis is unreachable every command fails at once (no offline queue), so callers fall back quickly.
 */
export function redisLimitStore(url: string, prefix: string): RedisLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS });
  // Connection errors surface as failed commands (and the store's fallback); the event itself needs no handling.
  redis.on('error', () => undefined);
  const limiters = new Map<string, RateLimiterRedis>();
  const limiterFor = (bucket: string, windowMs: number, budget: number) => {
    const name = `${bucket}:${windowMs}:${budget}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:rl:${bucket}`,
        points: budget,
        duration: Math.ceil(windowMs / 1000),
        rejectIfRedisNotReady: true,
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
          return {
            count: res.consumedPoints,
            resetInMs: Math.max(0, res.msBeforeNext),
            giveBack: async () => {
              await limiter.reward(key);
            },
            forget: async () => {
              await limiter.delete(key);
            },
          };
        },
      };
    },
    redisState: () => (redis.status === 'ready' ? 'up' : 'degraded'),
    async ready() {
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, CONNECT_WAIT_MS);
        redis.once('ready', done);
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
