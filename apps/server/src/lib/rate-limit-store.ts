import type { Db } from '../db/client';
import type { Clock } from './clock';
import { databaseLimitStore } from './rate-limit-database';
import { memoryLimitStore, storeWithInsurance, type LimitStore } from './rate-limit';
import { redisLimitStore } from './rate-limit-redis';

export interface LimitStoreOptions {
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  db: Db;
  /** The embedded database serves one process; PostgreSQL may serve several. */
  databaseKind: 'pglite' | 'postgres';
  clock: Clock;
  /** Hears when Redis stops answering and counting moves to the fallback, and when it comes back. */
  onRedisChange: (state: 'degraded' | 'recovered', error?: unknown) => void;
}

/**
 * Where the server keeps its rate-limit counts (decision 014): Redis when REDIS_URL is set; otherwise the
 * PostgreSQL database, so several processes still share one budget; memory only on the embedded database,
 * which one process serves. When Redis is down, calls are counted by the store it would otherwise be
 * (database or memory) until it answers again: never a failed sign-in for want of a counter.
 */
export async function openLimitStore(options: LimitStoreOptions): Promise<LimitStore> {
  const local = options.databaseKind === 'postgres' ? databaseLimitStore(options.db, options.clock) : memoryLimitStore(options.clock);
  if (!options.redisUrl) return local;
  const redis = redisLimitStore(options.redisUrl, options.redisKeyPrefix);
  await redis.ready();
  return { ...storeWithInsurance(redis, local, options.onRedisChange), redisState: redis.redisState };
}
