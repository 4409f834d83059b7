import type { Clock } from './clock';

/** One call counted under a limit: the count it got, and how to take it back where it was counted. */
export interface Reservation {
  /** Calls counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
  /** Takes this call back (a failure-counted call that succeeded, or a call refused by any limit). */
  giveBack(): Promise<void>;
  /** Forgets the key's whole count (a donor who signs in starts again from zero). */
  forget(): Promise<void>;
}

/**
 * One budget over a fixed window, counted per key. `reserve` counts the call and answers the new count in one
 * atomic step, so callers refuse when it is over budget: parallel calls can never all see room left.
 */
export interface LimitCounter {
  reserve(key: string): Promise<Reservation>;
}

/** Where counts live: this process's memory, the PostgreSQL database, or Redis; several processes share the last two. */
export interface LimitStore {
  counter(bucket: string, windowMs: number, budget: number): LimitCounter;
  /** With Redis: whether it answers now (`degraded`: counting in the fallback store), for readiness to report. */
  redisState?(): 'up' | 'degraded';
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
      return {
        async reserve(key) {
          const name = `${bucket}:${key}`;
          const now = clock.now().getTime();
          if (windows.size >= SWEEP_AT) sweep(now);
          const entry = live(name, now) ?? { count: 0, resetAt: now + windowMs };
          entry.count += 1;
          windows.set(name, entry);
          return {
            count: entry.count,
            resetInMs: entry.resetAt - now,
            async giveBack() {
              const current = live(name, clock.now().getTime());
              if (current) current.count = Math.max(0, current.count - 1);
            },
            async forget() {
              windows.delete(name);
            },
          };
        },
      };
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * A store that counts in `primary` and, whenever `primary` fails (Redis down or slow), in `insurance`, so a
 * limited call never fails for want of a counter. A give-back that cannot reach the primary any more is
 * dropped: that count ends with its window. `onChange` hears when counting moves to the insurance and back.
 */
export function storeWithInsurance(
  primary: LimitStore,
  insurance: LimitStore,
  onChange: (state: 'degraded' | 'recovered', error?: unknown) => void,
): LimitStore {
  let degraded = false;
  const note = (next: boolean, error?: unknown) => {
    if (next === degraded) return;
    degraded = next;
    onChange(next ? 'degraded' : 'recovered', error);
  };
  const unreachable = (error: unknown) => note(true, error);
  return {
    counter(bucket, windowMs, budget) {
      const main = primary.counter(bucket, windowMs, budget);
      const spare = insurance.counter(bucket, windowMs, budget);
      return {
        async reserve(key) {
          let reservation: Reservation;
          try {
            reservation = await main.reserve(key);
          } catch (error) {
            note(true, error);
            return spare.reserve(key);
          }
          note(false);
          return {
            ...reservation,
            giveBack: () => reservation.giveBack().catch(unreachable),
            forget: () => reservation.forget().catch(unreachable),
          };
        },
      };
    },
    async close() {
      await Promise.all([primary.close(), insurance.close()]);
    },
  };
}
