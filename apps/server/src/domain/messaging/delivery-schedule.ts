/** How many times a message is handed to its provider before it is `failed`. */
export const MAX_ATTEMPTS = 6;

/** The wait after the first failed try; each later wait is `BACKOFF_FACTOR` times the one before. */
const FIRST_RETRY_MS = 30_000;
const BACKOFF_FACTOR = 3;
/** Each wait is moved by up to this share either way, so messages failed together are not retried together. */
const JITTER = 0.2;

/**
 * How long a claimed message (`sending`) belongs to the process that claimed it. A process that dies between its claim
 * and the provider's answer leaves the row `sending`; once the lease has passed, any process claims it again. Longer
 * than a send may take (the provider's timeout), so a live process's message is never claimed by another.
 */
export const LEASE_MS = 2 * 60_000;

/**
 * The wait before the next try, after `attemptsMade` tries failed: 30 s, 1.5 min, 4.5 min, 13.5 min, 40.5 min (±20 %),
 * so six tries span about an hour. `random` is in [0, 1).
 */
export function retryDelayMs(attemptsMade: number, random: () => number): number {
  const base = FIRST_RETRY_MS * BACKOFF_FACTOR ** Math.max(0, attemptsMade - 1);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/**
 * A webhook's waits between tries (the Standard Webhooks schedule and one more): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h, 10 h (±20 %). The eighth try comes after more than a day (about 27.5 h), so a receiver down for a day is
 * paused there with its oldest delivery still waiting (resumed, it goes); the ninth, about 37.5 h in, is the last.
 */
const WEBHOOK_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000, 36_000_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

export function webhookRetryDelayMs(attemptsMade: number, random: () => number): number {
  const base = WEBHOOK_RETRY_DELAYS_MS[Math.min(Math.max(0, attemptsMade - 1), WEBHOOK_RETRY_DELAYS_MS.length - 1)] ?? 0;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
