import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounts } from '../db/schema/index';
import type { Clock } from './clock';
import type { LimitStore } from './rate-limit';

/** Ended windows are deleted at most this often by each process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts in the `rate_limit_counts` table, so every process on one PostgreSQL shares them without Redis.
 * A reserve is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`: PostgreSQL locks the key's row for the
 * update, so parallel calls from any process get consecutive counts. A window that has ended starts again
 * at 1 in the same statement. Windows follow the injected clock, as in memory (decision 014 says why this is
 * not rate-limiter-flexible's RateLimiterPostgres).
 */
export function databaseLimitStore(db: Db, clock: Clock): LimitStore {
  let sweptAt = 0;
  const sweep = async (now: Date) => {
    if (now.getTime() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now.getTime();
    await db.delete(rateLimitCounts).where(lte(rateLimitCounts.resetAt, now));
  };
  return {
    counter(bucket, windowMs) {
      return {
        async reserve(key) {
          const name = `${bucket}:${key}`;
          const now = clock.now();
          await sweep(now);
          const ended = sql`${rateLimitCounts.resetAt} <= ${now.toISOString()}::timestamptz`;
          const [row] = await db
            .insert(rateLimitCounts)
            .values({ key: name, count: 1, resetAt: new Date(now.getTime() + windowMs) })
            .onConflictDoUpdate({
              target: rateLimitCounts.key,
              set: {
                count: sql`case when ${ended} then 1 else ${rateLimitCounts.count} + 1 end`,
                resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounts.resetAt} end`,
              },
            })
            .returning({ count: rateLimitCounts.count, resetAt: rateLimitCounts.resetAt });
          if (!row) throw new Error('rate-limit upsert returned no row');
          const live = () => and(eq(rateLimitCounts.key, name), gt(rateLimitCounts.resetAt, clock.now()));
          return {
            count: row.count,
            resetInMs: Math.max(0, row.resetAt.getTime() - now.getTime()),
            giveBack: async () => {
              await db
                .update(rateLimitCounts)
                .set({ count: sql`greatest(${rateLimitCounts.count} - 1, 0)` })
                .where(live());
            },
            forget: async () => {
              await db.delete(rateLimitCounts).where(eq(rateLimitCounts.key, name));
            },
          };
        },
      };
    },
    async close() {
      // The database belongs to the server; nothing of its own to close.
    },
  };
}
